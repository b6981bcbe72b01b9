import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A small spinner where a panel's data is on its way. A status, so that its name is read: a name
 * on Mantine's plain span is not allowed (axe's aria-prohibited-attr).
 */
export function LoadingMark() {
  const { t } = useTranslation();
  return <Loader size="sm" role="status" aria-label={t('inventory.common.loading')} />;
}

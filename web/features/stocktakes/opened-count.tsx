import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountPage } from './screen.js';
import { useStocktake } from './use-stocktake.js';

/**
 * A count opened by its address (a reload, a shared link): counting it while it is open or
 * paused, its record once applied or cancelled.
 */
export function OpenedCount({ id, onPage }: { id: string; onPage: (page: CountPage) => void }) {
  const { t } = useTranslation();
  const { loaded } = useStocktake(id);
  const status = loaded.status === 'ready' ? loaded.value.status : null;
  useEffect(() => {
    if (status === null) return;
    onPage(status === 'applied' || status === 'cancelled' ? 'past' : 'count');
  }, [status, onPage]);
  if (loaded.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('stocktakes.loadFailed')}
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{t('stocktakes.loading')}</Text>
    </Group>
  );
}

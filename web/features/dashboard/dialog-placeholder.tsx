import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stands in for a dialog whose feature has not landed yet, so its header button already works. */
export function DialogPlaceholder({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Text c="dimmed">{t('dashboard.comingSoon')}</Text>
    </Modal>
  );
}

import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POURS, type PourSize, pourSizes } from '../../../domain/open-bottles.js';

const TARGET = { mih: 44 } as const;

/** `Pour`: a glass of 3 oz (89 ml) or 5 oz (148 ml) from the open bottle. */
export function PourDialog({
  opened,
  busy,
  onPour,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onPour: (size: PourSize) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('inventory.openBottle.pourTitle')}
      centered
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
    >
      <Stack gap="sm">
        {pourSizes.map((size) => (
          <Button key={size} {...TARGET} disabled={busy} onClick={() => onPour(size)}>
            {t('inventory.openBottle.glass', { oz: size.replace('oz', ''), ml: POURS[size] })}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}

import { Button, Modal, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POURS,
  type PourSize,
  pourSizes,
  type RecordLevelRequest,
} from '../../../domain/open-bottles.js';

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

/** `Record level`: in tenths by eye, or the bottle's weight in grams on a scale. */
export function LevelDialog({
  opened,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onSave: (level: RecordLevelRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [by, setBy] = useState<'tenths' | 'grams'>('tenths');
  const [value, setValue] = useState<number | string>('');
  const save = () => {
    if (typeof value !== 'number') return;
    onSave(by === 'tenths' ? { tenths: value } : { grams: value });
  };
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('inventory.openBottle.levelTitle')}
      centered
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            size="md"
            value={by}
            onChange={(next) => {
              setBy(next === 'grams' ? 'grams' : 'tenths');
              setValue('');
            }}
            data={[
              { value: 'tenths', label: t('inventory.openBottle.byEye') },
              { value: 'grams', label: t('inventory.openBottle.byWeight') },
            ]}
          />
          <NumberInput
            size="md"
            label={t(
              by === 'tenths' ? 'inventory.openBottle.tenths' : 'inventory.openBottle.grams',
            )}
            min={0}
            max={by === 'tenths' ? 10 : 100_000}
            allowDecimal={false}
            value={value}
            onChange={setValue}
            data-autofocus
          />
          <Button {...TARGET} type="submit" loading={busy} disabled={typeof value !== 'number'}>
            {t('inventory.openBottle.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

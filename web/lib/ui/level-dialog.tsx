import { Button, Modal, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordLevelRequest } from '../../../domain/open-bottles.js';

const TARGET = { mih: 44 } as const;

/**
 * `Record level` of an open bottle: in tenths by eye, or its weight in grams on a scale (the
 * drawer, and a stock count's scan of an open bottle).
 */
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

import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScannerModal } from '../scanner/index.js';
import type { BatchKind } from './scan-list.js';
import { ScannedList } from './scanned-list.js';
import type { BatchSave } from './use-batch-save.js';
import type { ScannedBottles } from './use-scanned-bottles.js';

const titles = {
  add: 'scanning.batch.addTitle',
  move: 'scanning.batch.moveTitle',
  remove: 'scanning.batch.removeTitle',
} as const;

interface BatchScanFrameProps {
  kind: BatchKind;
  scan: ScannedBottles;
  save: BatchSave;
  onClose: () => void;
  /** The mode's submit: save the batch, or ask first (remove). */
  onSubmit: () => void;
  /** The mode has what it needs besides the bottles (add: a format). */
  ready: boolean;
  /** A confirmation is open over the scanner (remove): the camera rests. */
  confirming?: boolean;
  /** The mode's own fields, above the list. */
  children?: ReactNode;
}

/** What every batch mode shows: the scanner, the mode's fields, the list, the error, the buttons. */
export function BatchScanFrame({
  kind,
  scan,
  save,
  onClose,
  onSubmit,
  ready,
  confirming = false,
  children,
}: BatchScanFrameProps) {
  const { t } = useTranslation();
  const { saving, error } = save;
  const count = scan.ids.length;
  return (
    <ScannerModal
      mode="default"
      title={t(titles[kind])}
      onScan={(code) => {
        if (scan.scanned(code)) save.clearError();
      }}
      onClose={() => !saving && onClose()}
      paused={confirming || saving}
      closeOnEscape={!confirming}
      ownFeedback
      notice={scan.notice}
    >
      <Stack gap="sm" mt="md">
        {children}
        <ScannedList
          title={t('scanning.batch.scannedList', { count })}
          items={scan.items}
          failed={scan.failed}
          onRemove={scan.removeId}
        />
        {error && (
          <Alert
            color="red"
            role="alert"
            title={t('inventory.common.error')}
            data-testid="batch-error"
          >
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('scanning.common.cancel')}
          </Button>
          {/* Nothing to move, add or remove until a bottle is listed: no "Move 0 Bottles". */}
          {count > 0 && (
            <Button
              color={kind === 'remove' ? 'red' : undefined}
              disabled={scan.checks > 0 || !ready}
              loading={saving && !confirming}
              onClick={onSubmit}
            >
              {t(`scanning.batch.${kind}Submit`, { count })}
            </Button>
          )}
        </Group>
      </Stack>
    </ScannerModal>
  );
}

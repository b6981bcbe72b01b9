import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { type ScanBox, type ScannerMode, scannerTitleKeys } from './scan-rules.js';
import { Scanner } from './scanner.js';

interface ScannerModalProps {
  opened?: boolean;
  mode: ScannerMode;
  onScan: (code: string) => void;
  onClose: () => void;
  paused?: boolean;
  box?: ScanBox;
  /** Off while a prompt sits on top, so Escape closes only the prompt. */
  closeOnEscape?: boolean;
  /** What the dialog shows under the camera (prompts, lists, errors). */
  children?: ReactNode;
  /** The dialog's word on the last code, drawn over the picture (see Scanner). */
  notice?: string | null;
  /** The dialog gives the beep and buzz once it knows what the code was (see Scanner). */
  ownFeedback?: boolean;
  title?: string;
}

/** A modal holding the scanner, titled by its mode (docs/product.md §2); full screen on phones. */
export function ScannerModal({
  opened = true,
  mode,
  onScan,
  onClose,
  paused,
  box,
  closeOnEscape = true,
  children,
  notice,
  ownFeedback,
  title,
}: ScannerModalProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t(scannerTitleKeys[mode])}
      fullScreen={phone}
      size="lg"
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': t('scanning.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {opened && (
        <Scanner
          mode={mode}
          onScan={onScan}
          paused={paused}
          box={box}
          notice={notice}
          ownFeedback={ownFeedback}
        />
      )}
      {children}
    </Modal>
  );
}

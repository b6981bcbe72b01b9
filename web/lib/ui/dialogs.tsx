import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorText } from './error-text.js';

interface ConfirmRequest {
  kind: 'confirm';
  message: ErrorText;
  /** Runs while the dialog shows progress; it may open a notice, which then replaces it. */
  onConfirm: () => Promise<void>;
}

interface NoticeRequest {
  kind: 'notice';
  title: ErrorText;
  message: ErrorText;
}

type DialogRequest = ConfirmRequest | NoticeRequest;

/**
 * The "Confirm Deletion" prompt and the "… in Use" notice of the managers (docs/product.md §8), one at
 * a time, on top of the manager. `open` tells the manager to leave Escape to this dialog.
 */
export function useDialogs() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [busy, setBusy] = useState(false);
  // What the dialog showed last, so its words stay while it fades out.
  const last = useRef<DialogRequest | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;

  const confirm = useCallback((message: ErrorText, onConfirm: () => Promise<void>) => {
    setDialog({ kind: 'confirm', message, onConfirm });
  }, []);
  const notify = useCallback((title: ErrorText, message: ErrorText) => {
    setDialog({ kind: 'notice', title, message });
  }, []);

  const close = useCallback(() => {
    if (!busy) setDialog(null);
  }, [busy]);

  const accept = async (request: ConfirmRequest) => {
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      setDialog((shown) => (shown === request ? null : shown));
    }
  };

  const element = (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={shown?.kind === 'notice' ? shown.title(t) : t('settings.confirmDeletion')}
      centered
      size="sm"
      zIndex={300}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown && (
        <Stack gap="lg">
          <Text>{shown.message(t)}</Text>
          <Group justify="flex-end" gap="sm">
            {shown.kind === 'confirm' ? (
              <>
                <Button variant="default" onClick={close} disabled={busy} data-autofocus>
                  {t('settings.cancel')}
                </Button>
                <Button color="red" loading={busy} onClick={() => void accept(shown)}>
                  {t('settings.delete')}
                </Button>
              </>
            ) : (
              <Button onClick={close} data-autofocus>
                {t('settings.ok')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );

  return { open: dialog !== null, confirm, notify, element };
}

export interface DialogsApi {
  open: boolean;
  confirm: (message: ErrorText, onConfirm: () => Promise<void>) => void;
  notify: (title: ErrorText, message: ErrorText) => void;
}

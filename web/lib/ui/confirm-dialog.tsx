import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** What the prompt asks beside its message (a removal's reason). */
  children?: ReactNode;
  confirmLabel: string;
  /** Omit for a notice with one button. */
  cancelLabel?: string;
  confirmColor?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small prompt on top of everything (Confirm Removal, Unsaved Changes, Barcode In Use...). */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  useFocusKeptNearTrigger(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title}
      centered
      size="sm"
      zIndex={400}
      closeOnClickOutside={!busy}
      // Escape is handled from inside the prompt, not by Mantine's window listener: the prompt
      // that Escape itself opens (Unsaved Changes) would otherwise see that same key press
      // and close again at once, depending on when React flushes.
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      withCloseButton={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          {cancelLabel !== undefined && (
            <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
              {cancelLabel}
            </Button>
          )}
          <Button
            color={confirmColor}
            loading={busy}
            onClick={onConfirm}
            data-autofocus={cancelLabel === undefined ? true : undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** After Mantine gives the focus back (10 ms after closing): ours looks once it has tried. */
const AFTER_FOCUS_RETURN_MS = 30;

/**
 * Mantine gives the focus back to the element that opened the prompt; when the prompt's own action
 * disabled or removed that element (Remove N Bottles with nothing left selected, a deleted row's
 * button), the focus falls to the page, out of reach of the enclosing dialog's Escape and Tab.
 * It then goes to the dialog the opener was in, if that is still on screen.
 */
function useFocusKeptNearTrigger(opened: boolean): void {
  const trigger = useRef<Element | null>(null);
  useEffect(() => {
    if (opened) {
      trigger.current = document.activeElement;
      return;
    }
    const opener = trigger.current;
    if (!opener) return;
    trigger.current = null;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      const dialog = opener.closest<HTMLElement>('[role="dialog"]');
      if (dialog?.isConnected) dialog.focus({ preventScroll: true });
    }, AFTER_FOCUS_RETURN_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

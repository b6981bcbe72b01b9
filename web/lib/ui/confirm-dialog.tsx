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
  const giveFocusBack = useFocusGivenBack(opened);
  return (
    <Modal
      opened={opened}
      returnFocus={false}
      onExitTransitionEnd={giveFocusBack}
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
      {/* Marks the prompt's inside: focus left there when it goes is given back. */}
      <Stack gap="lg" data-confirm-prompt>
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

/**
 * Gives the focus back when the prompt has gone, in place of Mantine's return, which focuses the
 * element that opened the prompt even when the prompt's own action disabled or removed it (Remove
 * N Bottles with nothing left selected, a deleted row's button): the focus then fell to the page,
 * out of reach of the enclosing dialog's Escape and Tab. Such an opener's dialog gets it instead.
 * Focus that the action moved elsewhere on purpose stays where it is.
 */
function useFocusGivenBack(opened: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [opened]);
  return () => {
    const element = opener.current;
    opener.current = null;
    const active = document.activeElement;
    const left =
      active === null ||
      active === document.body ||
      active.closest('[data-confirm-prompt]') !== null;
    if (element === null || !left) return;
    const target =
      element.isConnected && !element.matches(':disabled')
        ? element
        : element.closest<HTMLElement>('[role="dialog"]');
    if (target?.isConnected) target.focus({ preventScroll: true });
  };
}

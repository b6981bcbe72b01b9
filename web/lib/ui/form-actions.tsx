import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  /** Why the last save failed, shown above the buttons. */
  error?: string | null;
  /** The title of docs/product.md §8's "Title, message" pair: Error unless said. */
  errorTitle?: string;
  cancelLabel?: string;
  saveLabel?: string;
  saveDisabled?: boolean;
  /** Another way out of the form, before Cancel (e.g. Scan instead). */
  other?: ReactNode;
  /** Stays at the bottom of a long form while it scrolls (a profile on a phone). */
  sticky?: boolean;
}

/** The end of a dialog's form: what went wrong, then Cancel and Save (the form's submit). */
export function FormActions({
  saving,
  onCancel,
  error,
  errorTitle,
  cancelLabel,
  saveLabel,
  saveDisabled,
  other,
  sticky,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      pos={sticky ? 'sticky' : undefined}
      bottom={sticky ? 0 : undefined}
      py={sticky ? 'sm' : undefined}
      bg={sticky ? 'var(--mantine-color-body)' : undefined}
      style={
        sticky
          ? { zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }
          : undefined
      }
    >
      {error && (
        <Alert color="red" title={errorTitle ?? t('inventory.common.error')} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {other}
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {cancelLabel ?? t('inventory.common.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={saveDisabled}>
          {saveLabel ?? t('inventory.common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

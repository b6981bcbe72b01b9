import { Notification, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './notify.js';

/** The stack of toasts, mounted once inside MantineProvider. */
export function Toasts() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        insetInlineEnd: 'var(--mantine-spacing-md)',
        bottom: 'var(--mantine-spacing-md)',
        zIndex: 1000,
        width: 'min(360px, calc(100vw - 2 * var(--mantine-spacing-md)))',
        pointerEvents: toasts.length ? 'auto' : 'none',
      }}
    >
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          title={toast.title}
          color={toast.color}
          withBorder
          // Mantine greys the message under a title (gray-6 on white: 3.3:1, under WCAG's 4.5:1).
          styles={{ description: { color: 'var(--mantine-color-text)' } }}
          closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
          onClose={() => dismissToast(toast.id)}
        >
          {toast.message}
        </Notification>
      ))}
    </Stack>
  );
}

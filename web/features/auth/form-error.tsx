import { Text } from '@mantine/core';

/** The form's error line; role=alert makes screen readers read it out when it appears. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Text role="alert" c="var(--mantine-color-error)" size="sm" fw={500} ta="center">
      {message}
    </Text>
  );
}

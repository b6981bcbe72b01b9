import { Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with its text; role=status so screen readers hear what is loading. */
export function LoadingScreen({
  label,
  fullHeight = true,
}: {
  label: string;
  fullHeight?: boolean;
}) {
  return (
    <Stack
      role="status"
      align="center"
      justify="center"
      gap="md"
      mih={fullHeight ? '100dvh' : 240}
      p="xl"
    >
      <Loader size="md" />
      <Text c="dimmed" fw={500}>
        {label}
      </Text>
    </Stack>
  );
}

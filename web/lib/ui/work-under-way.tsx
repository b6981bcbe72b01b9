import { Progress, Stack, Text } from '@mantine/core';

/**
 * Work whose length cannot be known (the server reading a file, a report being prepared): what is
 * under way, over a moving bar with no value, announced as a status. `label` names the bar.
 */
export function WorkUnderWay({ text, label }: { text: string; label: string }) {
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{text}</Text>
      <Progress.Root>
        <Progress.Section
          value={100}
          animated
          withAria={false}
          role="progressbar"
          aria-label={label}
        />
      </Progress.Root>
    </Stack>
  );
}

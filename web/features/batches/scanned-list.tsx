import { ActionIcon, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ScannedListProps {
  title: string;
  items: readonly { id: string; label?: string }[];
  failed: readonly string[];
  onRemove: (id: string) => void;
}

/** The list that grows as codes are scanned; ids the server refused are marked. */
export function ScannedList({ title, items, failed, onRemove }: ScannedListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('scanning.batch.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={220}>
          <Stack gap={4} role="list" aria-label={title} data-testid="scanned-list">
            {[...items].reverse().map((item) => {
              const bad = failed.includes(item.id);
              return (
                <Paper
                  key={item.id}
                  role="listitem"
                  withBorder
                  px="sm"
                  py={4}
                  style={bad ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
                  data-failed={bad || undefined}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text
                        ff="monospace"
                        size="sm"
                        c={bad ? 'red' : undefined}
                        style={{ wordBreak: 'break-all' }}
                      >
                        {item.id}
                      </Text>
                      {item.label && (
                        <Text size="xs" c="dimmed" truncate>
                          {item.label}
                        </Text>
                      )}
                    </Stack>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('scanning.batch.removeFromList', { id: item.id })}
                      onClick={() => onRemove(item.id)}
                    >
                      <span aria-hidden>×</span>
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

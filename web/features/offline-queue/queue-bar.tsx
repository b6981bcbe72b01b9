import { Alert, Badge, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueueState } from './queue-state.js';
import { RefusedList } from './refused-list.js';

/**
 * Under the dashboard's header, only when there is something to say: the changes waiting on this
 * phone (or the replay's progress), a membership the server no longer knows, and the changes
 * that could not be saved.
 */
export function QueueBar() {
  const { t } = useTranslation();
  const waiting = useQueueState((s) => s.waiting);
  const progress = useQueueState((s) => s.progress);
  const refused = useQueueState((s) => s.refused);
  const lost = useQueueState((s) => s.membershipLost);
  if (waiting === 0 && refused.length === 0 && !lost) return null;
  return (
    <Container size="xl" pt="xs">
      <Stack gap="xs">
        {waiting > 0 && !lost && (
          <Group gap="xs" role="status" aria-live="polite" data-testid="queue-status">
            {progress && <Loader size="xs" />}
            <Badge color="orange" variant="dot" size="lg" tt="none" data-testid="queue-badge">
              {progress
                ? t('offlineQueue.syncing', { done: progress.done, total: progress.total })
                : t('offlineQueue.waiting', { count: waiting })}
            </Badge>
          </Group>
        )}
        {lost && waiting > 0 && (
          <Alert color="red" role="alert" data-testid="queue-membership-lost">
            {t('offlineQueue.membershipLost', { count: waiting })}
          </Alert>
        )}
        {refused.length > 0 && (
          <Alert color="orange" data-testid="queue-refused">
            <Stack gap="xs">
              <Text fw={700}>{t('offlineQueue.refused', { count: refused.length })}</Text>
              <RefusedList refused={refused} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';
import { summarize } from './change-summary.js';
import { canTryAgain, changeText, outcomeText } from './change-text.js';
import { dismiss, retry } from './queue.js';
import type { RefusedChange } from './queue-db.js';

/**
 * The changes the server refused when they arrived: each with its bottles, what was tried and
 * why, to dismiss or (where it could succeed now) to try again as a new change.
 */
export function RefusedList({ refused }: { refused: readonly RefusedChange[] }) {
  const { t, i18n } = useTranslation();
  const locations = useLiveState((s) => s.data?.locations);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {refused.map(({ change, outcome }) => {
        const summary = summarize(change);
        return (
          <Paper component="li" key={change.id} withBorder p="xs" data-testid="refused-change">
            <Stack gap={4}>
              {summary.bottles.length > 0 && (
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {summary.bottles.join(', ')}
                </Text>
              )}
              <Text size="sm">{changeText(t, locations, summary)}</Text>
              <Text size="sm" c="red.8" data-testid="refused-reason">
                {outcomeText(t, outcome, i18n.language)}
              </Text>
              <Group gap="xs" justify="flex-end">
                {canTryAgain(outcome) && (
                  <Button variant="default" mih={44} onClick={() => void retry(change)}>
                    {t('offlineQueue.tryAgain')}
                  </Button>
                )}
                <Button variant="subtle" mih={44} onClick={() => void dismiss(change.id)}>
                  {t('offlineQueue.dismiss')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../domain/activity.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { activitySentence } from './activity-sentence.js';
import { editLines } from './edit-lines.js';
import { relativeTime } from './relative-time.js';

/** One change: who did what, what an edit changed field by field, and when. */
export function ActivityEntryItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const { t } = useTranslation();
  const categories = useLiveState((state) => state.data?.categories);
  const language = currentLanguage();
  const exact = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const edits = editLines(entry, { t, language, categories });
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      style={{ listStyle: 'none' }}
      data-testid="activity-entry"
    >
      <Text size="sm">{activitySentence(t, entry)}</Text>
      {edits.length > 0 && (
        <Stack
          component="ul"
          gap={2}
          my={4}
          pl="md"
          aria-label={t('activity.edits')}
          data-testid="activity-edits"
        >
          {edits.map((line) => (
            <Text component="li" size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={entry.at}>
          {relativeTime(new Date(entry.at), now, language)} ·{' '}
          {entry.madeAt
            ? t('activity.madeOffline', {
                made: exact.format(new Date(entry.madeAt)),
                saved: exact.format(new Date(entry.at)),
              })
            : exact.format(new Date(entry.at))}
        </time>
      </Text>
    </Paper>
  );
}

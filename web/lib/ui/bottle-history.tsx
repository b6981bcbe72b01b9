import { Loader, Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { historyActionByKey, historyActionKey } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { bottleHistory } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';

/** What happened to a bottle, newest first: who added, moved or edited it, and when (issue 15: by name). */
export function BottleHistory({ bottle }: { bottle: Bottle }) {
  const { t } = useTranslation();
  const locations = useLiveState((s) => s.data?.locations);
  const [history, setHistory] = useState<BottleHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Refetch when the bottle changes (a move by anyone shows up in its history).
  const version = `${bottle.id}|${bottle.locationId}|${bottle.bin}|${bottle.notes}`;
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    bottleHistory(version.split('|')[0] ?? '', controller.signal).then(
      (body) => setHistory(body.history),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [version]);

  const formatter = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (failed) return <Text c="dimmed">{t('inventory.drawer.historyFailed')}</Text>;
  if (history === null) return <Loader size="sm" aria-label={t('inventory.common.loading')} />;
  return (
    <Timeline
      bulletSize={14}
      lineWidth={2}
      active={history.length - 1}
      data-testid="bottle-history"
    >
      {[...history].reverse().map((entry) => {
        const data = (entry.data ?? {}) as { locationId?: string | null; bin?: string };
        const where =
          entry.action === 'bottle.add' || entry.action === 'bottle.move'
            ? ((data.locationId ? locations?.get(data.locationId)?.name : null) ??
              t('inventory.common.unassigned'))
            : null;
        return (
          <Timeline.Item
            key={entry.revision}
            title={
              // "Moved by Ana Martin"; a change no member made (a migration) says what alone.
              entry.actorName === null
                ? t(historyActionKey(entry.action))
                : t(historyActionByKey(entry.action), { who: entry.actorName })
            }
          >
            {where !== null && (
              <Text size="sm">
                {where}
                {data.bin ? ` · ${t('inventory.fields.bin')} ${data.bin}` : ''}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{formatter.format(new Date(entry.at))}</time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

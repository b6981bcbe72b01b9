import { Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { ApiError } from '../api-client.js';
import { historyActionByKey, historyActionKey } from '../display.js';
import { currentLanguage } from '../i18n.js';
import { bottleHistory } from '../inventory-api.js';
import { useLiveState } from '../live-store.js';
import { useOnline } from '../use-online.js';
import { LoadingMark } from './loading-mark.js';

/**
 * What happened to a bottle, newest first: who added, moved, edited or removed it, when (by
 * name), and why it was removed. `changes` changes when the bottle does (a move by
 * anyone shows up in its history); a removed bottle has none. The device keeps no history: with
 * no network it is not asked for, and the screen says so until the network is back.
 */
export function BottleHistory({ bottleId, changes = '' }: { bottleId: string; changes?: string }) {
  const { t } = useTranslation();
  // Refetch when the bottle changes; the id leads, so the request needs nothing else.
  const version = `${bottleId}|${changes}`;
  const locations = useLiveState((s) => s.data?.locations);
  // With the bottle it is of: offline, another bottle's history must not stand in for this one's.
  const [read, setRead] = useState<{ bottleId: string; history: BottleHistoryEntry[] } | null>(
    null,
  );
  const history = read?.bottleId === bottleId ? read.history : null;
  const [failed, setFailed] = useState<'offline' | 'failed' | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setFailed(null);
    const id = version.split('|')[0] ?? '';
    bottleHistory(id, controller.signal).then(
      (body) => setRead({ bottleId: id, history: body.history }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // No answer at all: the network went while the history was on its way.
        setFailed(error instanceof ApiError && error.status === 0 ? 'offline' : 'failed');
      },
    );
    return () => controller.abort();
  }, [version, online]);

  const formatter = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (history === null && (failed === 'offline' || !online))
    return (
      <Text c="dimmed" data-testid="history-offline">
        {t('inventory.drawer.historyOffline')}
      </Text>
    );
  if (failed === 'failed') return <Text c="dimmed">{t('inventory.drawer.historyFailed')}</Text>;
  if (history === null) return <LoadingMark />;
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
          entry.action === 'bottle.add' ||
          entry.action === 'bottle.return' ||
          entry.action === 'bottle.move'
            ? ((data.locationId ? locations?.get(data.locationId)?.name : null) ??
              t('inventory.common.unassigned'))
            : null;
        // "Moved by Ana Martin"; a change no member made (a migration) says what alone.
        const what =
          entry.actorName === null
            ? t(historyActionKey(entry.action))
            : t(historyActionByKey(entry.action), { who: entry.actorName });
        return (
          <Timeline.Item
            key={entry.revision}
            // "Removed by Ana Martin · Broken"; removals made before reasons were kept have none.
            title={
              entry.reason === null ? what : `${what} · ${t(`removals.reasons.${entry.reason}`)}`
            }
          >
            {where !== null && (
              <Text size="sm">
                {where}
                {data.bin ? ` · ${t('inventory.fields.bin')} ${data.bin}` : ''}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>
                {entry.madeAt
                  ? t('activity.madeOffline', {
                      made: formatter.format(new Date(entry.madeAt)),
                      saved: formatter.format(new Date(entry.at)),
                    })
                  : formatter.format(new Date(entry.at))}
              </time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

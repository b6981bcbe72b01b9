import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LiveStatus, useLiveState } from '../../lib/live-store.js';
import { VISUALLY_HIDDEN } from '../../lib/ui/visually-hidden.js';

const colors: Record<LiveStatus, string> = {
  idle: 'gray',
  loading: 'gray',
  connecting: 'yellow',
  live: 'green',
  reconnecting: 'yellow',
  offline: 'gray',
  error: 'red',
};

/** What the user must read, not only see as a colour: changes are not arriving. */
const TROUBLE = new Set<LiveStatus>(['reconnecting', 'offline', 'error']);

/** A clock time, 14:02, in both languages: when the screen's data was last known current. */
function clockTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/**
 * Whether changes made elsewhere are reaching this screen right now. With `compact` (the phone's
 * one-line summary) the dot alone says loading, connecting and live, its word kept for screen
 * readers and as a tooltip: "Connecting..." beside the counts wrapped them onto two lines, and the
 * list jumped up when it became "Live" (Lighthouse's layout shift, 0.135). Trouble keeps its word.
 */
export function LiveStatusBadge({ status, compact }: { status: LiveStatus; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const syncedAt = useLiveState((live) => live.syncedAt);
  // Offline: the last inventory this device had, and when it was current (decision 0045).
  const label =
    status === 'idle'
      ? t('admin.status.loading')
      : status === 'offline'
        ? t('admin.status.offline', { time: clockTime(syncedAt ?? Date.now(), i18n.language) })
        : t(`admin.status.${status}`);
  const dotOnly = compact && !TROUBLE.has(status);
  return (
    <Badge
      variant="dot"
      color={colors[status]}
      size="lg"
      data-testid="live-status"
      data-status={status}
      title={dotOnly ? label : undefined}
      styles={dotOnly ? { label: VISUALLY_HIDDEN } : undefined}
    >
      {label}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../lib/live-store.js';
import { VISUALLY_HIDDEN } from '../../lib/ui/visually-hidden.js';

const colors: Record<LiveStatus, string> = {
  idle: 'gray',
  loading: 'gray',
  connecting: 'yellow',
  live: 'green',
  reconnecting: 'yellow',
  error: 'red',
};

/** What the user must read, not only see as a colour: changes are not arriving. */
const TROUBLE = new Set<LiveStatus>(['reconnecting', 'error']);

/**
 * Whether changes made elsewhere are reaching this screen right now. With `compact` (the phone's
 * one-line summary) the dot alone says loading, connecting and live, its word kept for screen
 * readers and as a tooltip: "Connecting..." beside the counts wrapped them onto two lines, and the
 * list jumped up when it became "Live" (Lighthouse's layout shift, 0.135). Trouble keeps its word.
 */
export function LiveStatusBadge({ status, compact }: { status: LiveStatus; compact: boolean }) {
  const { t } = useTranslation();
  const label = status === 'idle' ? t('admin.status.loading') : t(`admin.status.${status}`);
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

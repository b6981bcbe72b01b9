import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../lib/live-store.js';

const colors: Record<LiveStatus, string> = {
  idle: 'gray',
  loading: 'gray',
  connecting: 'yellow',
  live: 'green',
  reconnecting: 'yellow',
  error: 'red',
};

/** Whether changes made elsewhere are reaching this screen right now. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  const label = status === 'idle' ? t('admin.status.loading') : t(`admin.status.${status}`);
  return (
    <Badge
      variant="dot"
      color={colors[status]}
      size="lg"
      data-testid="live-status"
      data-status={status}
    >
      {label}
    </Badge>
  );
}

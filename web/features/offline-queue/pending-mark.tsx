import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueueState } from './queue-state.js';

/** `Waiting` beside a bottle a change still on this phone touches; nothing otherwise. */
export function PendingMark({ bottleId }: { bottleId: string }) {
  const { t } = useTranslation();
  const pending = useQueueState((s) => s.pendingBottles.has(bottleId));
  if (!pending) return null;
  return (
    <Badge color="orange" variant="dot" tt="none" data-testid="pending-bottle">
      {t('offlineQueue.pending')}
    </Badge>
  );
}

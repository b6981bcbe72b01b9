import { useEffect } from 'react';
import type { SessionUser } from '../../../domain/auth.js';
import { onQueued, refreshQueue, setOwner } from './queue.js';
import { onQueueChangeElsewhere } from './queue-channel.js';
import { queueState } from './queue-state.js';
import { replay } from './replay.js';

onQueued(() => void replay());
// For the tab's whole life, not the dashboard's: a session that ended while the phone was
// offline has taken the dashboard away, and its waiting changes must still be tried, so that
// the member hears they were not saved.
window.addEventListener('online', () => void replay());
// Another tab queued, settled or dismissed a change: this one shows the same queue at once.
onQueueChangeElsewhere(() => {
  const { owner } = queueState();
  if (owner !== null) void refreshQueue(owner);
});

/**
 * The signed-in member's queue on this tab: shown, and replayed at start (and, above, whenever
 * the browser says the network is back).
 */
export function useOfflineQueue(user: SessionUser | null): void {
  const owner = user ? `${user.restaurantId}:${user.userId}` : null;
  useEffect(() => {
    setOwner(owner);
    if (owner !== null) void replay();
  }, [owner]);
}

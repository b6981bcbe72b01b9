import { useEffect } from 'react';
import type { SessionUser } from '../../../domain/auth.js';
import { onQueued, setOwner } from './queue.js';
import { replay } from './replay.js';

onQueued(() => void replay());

/**
 * The signed-in member's queue on this tab: shown, and replayed at start and whenever the
 * browser says the network is back.
 */
export function useOfflineQueue(user: SessionUser | null): void {
  const owner = user ? `${user.restaurantId}:${user.userId}` : null;
  useEffect(() => {
    setOwner(owner);
    if (owner === null) return;
    const back = () => void replay();
    back();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [owner]);
}

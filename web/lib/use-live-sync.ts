import { useEffect, useEffectEvent, useState } from 'react';
import type { Role } from '../../domain/permissions.js';
import { liveStore } from './live-store.js';
import { type LiveSyncOptions, startLiveSync } from './live-sync.js';

/**
 * Follows the signed-in restaurant's data while the calling screen is mounted and `start` is true
 * (a screen may first draw something smaller; one signing out stops following and keeps its data
 * on screen). Read the data with useLiveState. `retry` starts over after a failure the user has
 * seen. `onRoleChanged` reads the session again when the member's role changes, `role` is the one
 * the screens show, `prepare` works on a loaded model before it is shown, `shownRevision` is the
 * revision of what the screen drew before the model (LiveSyncOptions).
 */
export function useLiveSync({
  onSignedOut,
  start = true,
  onRoleChanged,
  prepare,
  role,
  shownRevision,
}: {
  onSignedOut: () => void;
  start?: boolean;
  onRoleChanged?: () => Promise<void>;
  prepare?: LiveSyncOptions['prepare'];
  role?: Role;
  shownRevision?: number;
}): { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const signedOut = useEffectEvent(onSignedOut);
  const roleChanged = useEffectEvent(async () => onRoleChanged?.());
  const shownRole = useEffectEvent(() => role);
  const firstRevision = useEffectEvent(() => shownRevision);

  useEffect(() => {
    // The store is shared by every screen: start from nothing so no stale cellar is shown.
    liveStore.clear();
    void attempt; // Read so that `retry` (a new attempt) starts over.
  }, [attempt]);

  useEffect(() => {
    void attempt; // Read so that `retry` (a new attempt) restarts the sync.
    if (!start) return;
    return startLiveSync(liveStore, {
      onSignedOut: () => signedOut(),
      onRoleChanged: () => roleChanged(),
      prepare,
      role: () => shownRole(),
      shownRevision: () => firstRevision(),
    });
  }, [attempt, start, prepare]);

  return { retry: () => setAttempt((value) => value + 1) };
}

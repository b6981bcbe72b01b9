import { useEffect, useRef, useState } from 'react';
import type { Bottle } from '../../../domain/inventory.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';

/**
 * The bottle the drawer shows, from the shown format's live bottles (null while they are read).
 * The last one stays shown while the drawer slides away; a bottle that leaves the format (here
 * or in another tab) closes the drawer, except while this tab is removing or re-keying it
 * (`busy`) or waiting for the new id it `follow`s.
 */
export function useDrawerBottle(busy: boolean, bottles: ReadonlyMap<string, Bottle> | null) {
  const bottleId = useDashboard((s) => s.selection?.bottleId ?? null);
  const live = bottleId ? bottles?.get(bottleId) : undefined;
  const reading = bottles === null;
  const last = useRef<Bottle | undefined>(undefined);
  if (live) last.current = live;

  // A re-keyed bottle's new id, until the live feed brings it: the answer to the re-key can come
  // before the change does, and the drawer must not take the new id's absence for a removal.
  const [arrivingId, setArrivingId] = useState<string | null>(null);
  useEffect(() => {
    if (live && bottleId === arrivingId) setArrivingId(null);
    if (bottleId && !live && !busy && !reading && bottleId !== arrivingId) {
      dashboardStore.closeBottle();
    }
  }, [bottleId, live, busy, reading, arrivingId]);

  /** Shows the bottle under its new id once the server has re-keyed it. */
  const follow = (newId: string) => {
    setArrivingId(newId);
    dashboardStore.openBottle(newId);
  };

  return { bottleId, live, bottle: live ?? last.current, follow };
}

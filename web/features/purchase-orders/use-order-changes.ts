import { useEffect, useEffectEvent } from 'react';
import { liveStore } from '../../lib/live-store.js';

/**
 * Calls `onChange` when the live feed says a purchase order (`orderId`: that one) was created,
 * edited, sent, cancelled or received against, or a supplier (whose name and contacts an order
 * shows) was edited, in this tab or another, or the store loaded a new model (the feed had a gap). The orders are not in the model (decision 0043): the screen reads
 * them again.
 */
export function useOrderChanges(onChange: () => void, orderId?: string): void {
  const changed = useEffectEvent(onChange);
  useEffect(
    () =>
      liveStore.follow((event) => {
        if (
          event.kind === 'load' ||
          event.batch.changes.some(
            (change) =>
              change.entity === 'supplier' ||
              (change.entity === 'purchase-order' &&
                (orderId === undefined || change.id === orderId)),
          )
        )
          changed();
      }),
    [orderId],
  );
}

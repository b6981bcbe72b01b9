import { useEffect, useMemo, useState } from 'react';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { fetchStocktake } from './stocktake-api.js';
import { coalesced, useStocktakeChanges } from './use-stocktake-changes.js';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; value: T };

/** One count, read when the screen opens and again as the live feed reports its changes. */
export function useStocktake(id: string): {
  loaded: Loaded<Stocktake>;
  /** Shows a count the screen just received (a pause, a resume) without waiting for the feed. */
  show: (stocktake: Stocktake) => void;
  reload: () => void;
} {
  const [loaded, setLoaded] = useState<Loaded<Stocktake>>({ status: 'loading' });
  const reload = useMemo(
    () =>
      coalesced(async () => {
        try {
          setLoaded({ status: 'ready', value: await fetchStocktake(id) });
        } catch (error) {
          console.warn('stocktake: could not read the count', error);
          // A count already on screen stays; the next change reads it again.
          setLoaded((current) => (current.status === 'ready' ? current : { status: 'failed' }));
        }
      }),
    [id],
  );
  useEffect(() => reload(), [reload]);
  useStocktakeChanges(id, reload);
  return { loaded, show: (value) => setLoaded({ status: 'ready', value }), reload };
}

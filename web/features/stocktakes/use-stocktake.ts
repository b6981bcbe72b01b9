import { useEffect, useMemo, useRef, useState } from 'react';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { applyScans } from './apply-scans.js';
import { fetchStocktake } from './stocktake-api.js';
import { coalesced, useStocktakeChanges } from './use-stocktake-changes.js';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; value: T };

/**
 * One count, read when the screen opens and kept as the live feed reports its changes: the
 * scans of every phone are drawn from their changes (four phones scanning would otherwise each
 * read the whole count again after every scan), anything else reads it again.
 */
export function useStocktake(id: string): {
  loaded: Loaded<Stocktake>;
  /** Shows a count the screen just received (a pause, a resume) without waiting for the feed. */
  show: (stocktake: Stocktake) => void;
  reload: () => void;
} {
  const [loaded, setLoaded] = useState<Loaded<Stocktake>>({ status: 'loading' });
  const shown = useRef<Stocktake | null>(null);
  // A read under way may have been answered before a scan it would then hide: read again instead.
  const reading = useRef(false);
  const show = (value: Stocktake) => {
    shown.current = value;
    setLoaded({ status: 'ready', value });
  };
  const reload = useMemo(
    () =>
      coalesced(async () => {
        reading.current = true;
        try {
          const value = await fetchStocktake(id);
          shown.current = value;
          setLoaded({ status: 'ready', value });
        } catch (error) {
          console.warn('stocktake: could not read the count', error);
          // A count already on screen stays; the next change reads it again.
          setLoaded((current) => (current.status === 'ready' ? current : { status: 'failed' }));
        } finally {
          reading.current = false;
        }
      }),
    [id],
  );
  useEffect(() => reload(), [reload]);
  useStocktakeChanges(id, (scans) => {
    const next =
      scans && shown.current && !reading.current ? applyScans(shown.current, scans) : null;
    if (next) show(next);
    else reload();
  });
  return { loaded, show, reload };
}

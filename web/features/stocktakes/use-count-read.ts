import { useEffect, useMemo, useRef, useState } from 'react';
import type { Loaded } from '../../lib/use-call.js';
import { type CountChange, coalesced, useStocktakeChanges } from './use-stocktake-changes.js';

export type { Loaded };

/**
 * A read of the server about counts (`stocktakeId`'s, or any when null), made when the screen
 * opens and kept as the live feed reports their changes: scans are drawn into what is shown by
 * `apply` (four phones scanning would otherwise each read again after every scan); anything else
 * (a pause, an Apply, a gap in the feed, a scan `apply` cannot place: null) reads again, and so
 * does a scan that comes while a read is under way, which may have been answered before it.
 * Reads run one at a time.
 */
export function useCountRead<T>(
  stocktakeId: string | null,
  /** The read; a new function reads again. */
  read: () => Promise<T>,
  apply: (shown: T, changes: readonly CountChange[]) => T | null,
  /** For the console, when a read fails. */
  what: string,
): {
  loaded: Loaded<T>;
  /** Shows a value the screen just received (a pause, a resume) without waiting for the feed. */
  show: (value: T) => void;
  reload: () => void;
} {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const shown = useRef<T | null>(null);
  const reading = useRef(false);
  const show = (value: T) => {
    shown.current = value;
    setLoaded({ status: 'ready', value });
  };
  const reload = useMemo(
    () =>
      coalesced(async () => {
        reading.current = true;
        try {
          const value = await read();
          shown.current = value;
          setLoaded({ status: 'ready', value });
        } catch (error) {
          console.warn(`stocktake: ${what} not read`, error);
          // What is on screen stays; the next change reads again.
          setLoaded((current) =>
            current.status === 'ready' ? current : { status: 'failed', error },
          );
        } finally {
          reading.current = false;
        }
      }),
    [read, what],
  );
  useEffect(() => reload(), [reload]);
  useStocktakeChanges(stocktakeId, (scans) => {
    const next =
      scans && shown.current !== null && !reading.current ? apply(shown.current, scans) : null;
    if (next === null) reload();
    else if (next !== shown.current) show(next);
  });
  return { loaded, show, reload };
}

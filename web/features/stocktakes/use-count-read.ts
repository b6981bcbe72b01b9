import { type Loaded, useRead } from '../../lib/use-call.js';
import { type CountChange, useStocktakeChanges } from './use-stocktake-changes.js';

export type { Loaded };

/**
 * A read of the server about counts (`stocktakeId`'s, or any when null), made when the screen
 * opens (and again when `key` changes) and kept as the live feed reports their changes: scans are
 * drawn into what is shown by `apply` (four phones scanning would otherwise each read again
 * after every scan); anything else (a pause, an Apply, a gap in the feed, a scan `apply` cannot
 * place: null) reads again, and so does a scan that comes while a read is under way, which may
 * have been answered before it. A failed read leaves what is shown: the next change reads again.
 */
export function useCountRead<T>(
  stocktakeId: string | null,
  /** What the read asks for: another key reads again. */
  key: string,
  read: (signal: AbortSignal) => Promise<T>,
  apply: (shown: T, changes: readonly CountChange[]) => T | null,
  /** For the console, when a read fails. */
  what: string,
): {
  loaded: Loaded<T>;
  /** Shows a value the screen just received (a pause, a resume) without waiting for the feed. */
  show: (value: T) => void;
  /** What is shown now, live changes included, even before it is drawn. */
  shown: () => T | null;
  reload: () => Promise<void>;
} {
  const { loaded, reload, show, shown, reading } = useRead(key, read, {
    keepOnFailure: true,
    what: `stocktake: ${what}`,
  });
  useStocktakeChanges(stocktakeId, (scans) => {
    const now = shown();
    const next = scans && now !== null && !reading() ? apply(now, scans) : null;
    if (next === null) void reload();
    else if (next !== now) show(next);
  });
  return { loaded, show, shown, reload };
}

import * as ops from '../../../domain/operations/stocktakes.js';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { call } from '../../lib/call.js';
import { applyScans } from './apply-scans.js';
import { type Loaded, useCountRead } from './use-count-read.js';

/** One count, read when the screen opens and kept live (useCountRead). */
export function useStocktake(id: string): {
  loaded: Loaded<Stocktake>;
  /** Shows a count the screen just received (a pause, a resume) without waiting for the feed. */
  show: (stocktake: Stocktake) => void;
} {
  const { loaded, show } = useCountRead(
    id,
    id,
    (signal) => call(ops.getStocktake, { params: { id } }, { signal }),
    applyScans,
    'the count',
  );
  return { loaded, show };
}

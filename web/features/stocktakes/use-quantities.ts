import * as ops from '../../../domain/operations/stocktakes.js';
import type { QuantityRow } from '../../../domain/stocktakes.js';
import { call } from '../../lib/call.js';
import type { CountPlace } from './place-picker.js';
import { type Loaded, useCountRead } from './use-count-read.js';
import { type CountChange, isScan } from './use-stocktake-changes.js';

type Rows = readonly QuantityRow[];

/**
 * The quantities another phone counted in `place`, drawn into the rows shown: each names its
 * format, quantity, who and when. Null (read again) for a format the rows do not hold yet.
 */
function applyQuantities(rows: Rows, changes: readonly CountChange[], place: CountPlace) {
  let next = rows;
  for (const change of changes) {
    if (isScan(change)) continue;
    if (change.place.locationId !== place.locationId || change.place.bin !== place.bin) continue;
    if (!next.some((row) => row.formatId === change.formatId)) return null;
    next = next.map((row) =>
      row.formatId === change.formatId
        ? { ...row, quantity: change.quantity, countedBy: change.countedBy, countedAt: change.at }
        : row,
    );
  }
  return next;
}

/** The formats of manual bottles to count in one place, read when it opens and kept live. */
export function useQuantities(
  stocktakeId: string,
  place: CountPlace,
): {
  loaded: Loaded<Rows>;
  /** Shows a row this phone just counted, without waiting for the feed. */
  saved: (row: QuantityRow) => void;
} {
  const { locationId, bin } = place;
  const { loaded, show, shown } = useCountRead(
    stocktakeId,
    JSON.stringify([stocktakeId, locationId, bin]),
    async (signal): Promise<Rows> =>
      (
        await call(
          ops.listStocktakeQuantities,
          { params: { id: stocktakeId }, query: { locationId, bin } },
          { signal },
        )
      ).rows,
    (rows: Rows, changes) => applyQuantities(rows, changes, { locationId, bin }),
    'quantities',
  );
  // The rows as shown now, a live change's included.
  const saved = (row: QuantityRow) =>
    show((shown() ?? []).map((current) => (current.formatId === row.formatId ? row : current)));
  return { loaded, saved };
}

import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  type BottleLabel,
  type BottleLabelsRequest,
  MAX_BOTTLE_LABELS,
} from '../../../domain/bottle-labels.js';
import { sheetLabelIds } from '../../../domain/label-ids.js';
import { countsAsManual } from '../../../domain/manual-id.js';
import { sortBins } from '../../../domain/restaurant.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { type BottleWrite, missingIds, rekeyBottles } from '../inventory/index.js';

const ATTEMPTS = 5;

type Row = Awaited<ReturnType<typeof readBottles>>[number];

/** The bottles a request names, with what their labels say, in this restaurant only. */
async function readBottles(tx: Tx, restaurantId: string, request: BottleLabelsRequest) {
  let query = tx
    .selectFrom('bottles as b')
    .innerJoin('formats as f', (join) =>
      join.onRef('f.restaurant_id', '=', 'b.restaurant_id').onRef('f.id', '=', 'b.format_id'),
    )
    .innerJoin('products as p', (join) =>
      join.onRef('p.restaurant_id', '=', 'f.restaurant_id').onRef('p.id', '=', 'f.product_id'),
    )
    .leftJoin('locations as l', (join) =>
      join.onRef('l.restaurant_id', '=', 'b.restaurant_id').onRef('l.id', '=', 'b.location_id'),
    )
    .selectAll('b')
    .select(['p.name as product_name', 'f.vintage', 'f.bottle_size', 'l.name as location_name'])
    .where('b.restaurant_id', '=', restaurantId);
  if (request.scope === 'bottles') query = query.where('b.id', 'in', request.ids);
  if (request.scope === 'place') {
    query = query.where('b.location_id', '=', request.locationId);
    if (request.bin) query = query.where('b.bin', '=', request.bin);
  }
  // Manual entries as the Manual Entries manager counts them (domain/manual-id.ts).
  // substr, not LIKE, which ignores case on SQLite.
  if (request.scope === 'manual') query = query.where(sql`substr(b.id, 1, 1)`, '=', 'M');
  return query.limit(MAX_BOTTLE_LABELS + 1).execute();
}

/** By location (Unassigned last), bin (as bins sort), wine, vintage, then id. */
function inPrintOrder(rows: Row[]): Row[] {
  const binRank = new Map(sortBins([...new Set(rows.map((row) => row.bin))]).map((b, i) => [b, i]));
  const text = (a: string, b: string) => a.localeCompare(b);
  return [...rows].sort(
    (a, b) =>
      Number(a.location_name === null) - Number(b.location_name === null) ||
      text(a.location_name ?? '', b.location_name ?? '') ||
      (binRank.get(a.bin) ?? 0) - (binRank.get(b.bin) ?? 0) ||
      text(a.product_name, b.product_name) ||
      text(a.vintage, b.vintage) ||
      text(a.id, b.id),
  );
}

/** Label ids no sheet and no bottle has: reserved in qr_labels as a printed sheet's are. */
async function reserveIds(tx: Tx, restaurantId: string, count: number): Promise<string[]> {
  const ids = sheetLabelIds(randomInt, count);
  const now = new Date().toISOString();
  for (const chunk of parameterChunks(ids)) {
    await tx
      .insertInto('qr_labels')
      .values(chunk.map((id) => ({ restaurant_id: restaurantId, id, created_at: now })))
      .execute();
  }
  return ids;
}

/**
 * Labels for the bottles a restaurant has: the selection, a location or bin, or every manual
 * entry. In one transaction the manual entries among them are re-keyed to new label ids (as
 * Assign New QR does, so each keeps its history) and recorded as one change the Activity and
 * every open tab see; bottles that have a QR id print with it. All or nothing.
 */
export class BottleLabelService {
  constructor(private readonly writer: Writer) {}

  async print(actor: Actor, request: BottleLabelsRequest): Promise<BottleLabel[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writer.write(actor, (tx, record, historyId) =>
          this.label({ tx, dialect: this.writer.dialect, record, historyId }, actor, request),
        );
      } catch (error) {
        // A drawn id already on a bottle or a sheet: the whole run is drawn again.
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= ATTEMPTS) throw new AppError('labels-busy');
      }
    }
  }

  private async label(
    write: BottleWrite,
    actor: Actor,
    request: BottleLabelsRequest,
  ): Promise<BottleLabel[]> {
    const { tx } = write;
    const found = await readBottles(tx, actor.restaurantId, request);
    if (request.scope === 'bottles') {
      // Another restaurant's bottle is answered as one that does not exist.
      const missing = missingIds(request.ids, found);
      if (missing.length > 0) throw new AppError('bottle-not-found', { ids: missing });
    }
    if (found.length === 0) throw new AppError('labels-none');
    if (found.length > MAX_BOTTLE_LABELS)
      throw new AppError('labels-too-many', { count: found.length, max: MAX_BOTTLE_LABELS });
    const rows = inPrintOrder(found);
    const manual = rows.filter((row) => countsAsManual(row.id));
    const newIds = new Map<string, string>();
    if (manual.length > 0) {
      const ids = await reserveIds(tx, actor.restaurantId, manual.length);
      for (const [index, row] of manual.entries()) newIds.set(row.id, ids[index] ?? '');
      // The primary key refuses a drawn id that is already a bottle's: the run is drawn again.
      await rekeyBottles(write, actor, newIds);
    }
    return rows.map((row) => ({
      id: newIds.get(row.id) ?? row.id,
      previousId: newIds.has(row.id) ? row.id : null,
      name: row.product_name,
      vintage: row.vintage,
      bottleSize: row.bottle_size,
      location: row.location_name,
      bin: row.bin,
    }));
  }
}

import type { z } from 'zod';
import type {
  Stocktake,
  StocktakeList,
  StocktakePlace,
  StocktakePreview,
  StocktakeScanResult,
  StocktakeStatus,
  StocktakeSummary,
  scanRequestSchema,
  startStocktakeRequestSchema,
} from '../../../domain/stocktakes.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { WriteGroups } from '../../live/write-groups.js';
import { removeBottles } from '../inventory/index.js';
import { withOpenState } from './scan-open-state.js';
import { applyMoves, recordNames, type StocktakeRecord } from './stocktake-apply.js';
import { scanIntoStocktake } from './stocktake-commands.js';
import { computePreview } from './stocktake-preview.js';
import { StocktakeQuantities } from './stocktake-quantities.js';
import { insertQuantityRows } from './stocktake-quantity-repo.js';
import * as reads from './stocktake-read-repo.js';
import * as repo from './stocktake-repo.js';
import { placesOf } from './stocktake-rules.js';
import { judgeScan, scanChange, scannedBefore, scanResult } from './stocktake-scan-answers.js';
import * as group from './stocktake-scan-group.js';

type Start = z.output<typeof startStocktakeRequestSchema>;
type Scan = z.output<typeof scanRequestSchema>;

/** How many past counts the list holds. */
const PAST_COUNTS = 100;
/** The most scans one PostgreSQL statement records (far more than phones ever send at once). */
const SCANS_PER_GROUP = 100;

/** A PostgreSQL scan waiting for its group (WriteGroups), keyed by its stocktake. */
type GroupedScan = group.GroupScan & { restaurantId: string; stocktakeId: string };

function recordStatus(
  record: RecordChange,
  id: string,
  action: string,
  status: StocktakeStatus,
): void {
  record({ entity: 'stocktake', id, op: 'put', action, data: { id, status } });
}

/**
 * Stock counts (decision 0016). Every change goes through the Writer, so a scan reaches
 * the other phones by the live feed as a `stocktake` change, in order and replayable.
 */
export class StocktakeService {
  private readonly scanGroups = new WriteGroups<GroupedScan, group.ScanStatementResult>(
    (_key, scans) => this.writeScanGroup(scans),
    SCANS_PER_GROUP,
  );

  /** Manual bottles counted by quantity per format and place. */
  readonly quantities: StocktakeQuantities;

  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {
    this.quantities = new StocktakeQuantities(db, writer);
  }

  async start(actor: Actor, request: Start): Promise<Stocktake> {
    const id = newId();
    const places = dedupePlaces(request.places);
    await this.writer.write(actor, async (tx, record) => {
      for (const place of places) {
        const exists = await repo.placeExists(tx, actor.restaurantId, {
          locationId: place.locationId,
          bin: place.bin ?? '',
        });
        if (!exists) throw new AppError(place.bin ? 'bin-unknown' : 'location-unknown');
      }
      const restaurant = await tx
        .selectFrom('restaurants')
        .select('revision')
        .where('id', '=', actor.restaurantId)
        .executeTakeFirstOrThrow();
      await repo.insertStocktake(
        tx,
        {
          restaurant_id: actor.restaurantId,
          id,
          places: JSON.stringify(places),
          started_at: new Date().toISOString(),
          started_by_user_id: actor.userId,
          start_revision: Number(restaurant.revision),
        },
        places,
      );
      await insertQuantityRows(tx, { restaurantId: actor.restaurantId, id }, repo.inPlaces(places));
      recordStatus(record, id, 'stocktake.start', 'open');
    });
    return this.get(actor, id);
  }

  async list(actor: Actor): Promise<StocktakeList> {
    const rows = await reads.listStocktakes(this.db.kysely, actor.restaurantId, PAST_COUNTS);
    const current = rows.filter((row) => row.status !== 'applied');
    const names = await reads.userNames(
      this.db.kysely,
      actor.restaurantId,
      rows.flatMap((row) => [row.started_by_user_id, row.finished_by_user_id ?? '']),
    );
    const summary = (row: (typeof rows)[number]): StocktakeSummary => {
      const applied = row.status === 'applied';
      return {
        id: row.id,
        status: row.status,
        places: placesOf(row),
        startedAt: row.started_at,
        startedBy: names.get(row.started_by_user_id) ?? '',
        finishedAt: row.finished_at,
        finishedBy: row.finished_by_user_id ? (names.get(row.finished_by_user_id) ?? '') : null,
        expected: Number(row.expected),
        counted: Number(row.counted),
        totals: applied
          ? {
              missing: Number(row.missing),
              foundElsewhere: Number(row.found_elsewhere),
              unknownCodes: Number(row.unknown_codes),
            }
          : null,
      };
    };
    return {
      current: current.map(summary),
      past: rows.filter((row) => row.status === 'applied').map(summary),
    };
  }

  async get(actor: Actor, id: string): Promise<Stocktake> {
    const row = await reads.readStocktake(this.db.kysely, actor.restaurantId, id);
    if (!row) throw notFound();
    const [places, counters] = await Promise.all([
      reads.readPlaces(this.db.kysely, actor.restaurantId, [id]),
      reads.readCounters(this.db.kysely, actor.restaurantId, id),
    ]);
    const names = await reads.userNames(this.db.kysely, actor.restaurantId, [
      row.started_by_user_id,
      row.finished_by_user_id ?? '',
      ...counters.map((counter) => counter.userId),
    ]);
    return {
      id: row.id,
      status: row.status,
      places: placesOf(row),
      startedAt: row.started_at,
      startedBy: names.get(row.started_by_user_id) ?? '',
      finishedAt: row.finished_at,
      finishedBy: row.finished_by_user_id ? (names.get(row.finished_by_user_id) ?? '') : null,
      expected: places.reduce((sum, place) => sum + place.expected, 0),
      counted: places.reduce((sum, place) => sum + place.counted, 0),
      found: places.reduce((sum, place) => sum + place.found, 0),
      progress: places.map(({ stocktakeId: _id, ...place }) => place),
      counters: counters
        .map((counter) => ({ ...counter, name: names.get(counter.userId) ?? '' }))
        .sort((a, b) => b.counted - a.counted || a.name.localeCompare(b.name)),
    };
  }

  /** A scan, with the bottle's level when it is open: the count may record it. */
  async scanWithLevel(actor: Actor, id: string, request: Scan): Promise<StocktakeScanResult> {
    const result = await this.scan(actor, id, request);
    return withOpenState(this.db.kysely, actor.restaurantId, result);
  }

  /** One scan, acknowledged once it is committed (and on its way to the other phones). */
  scan(actor: Actor, stocktakeId: string, request: Scan): Promise<StocktakeScanResult> {
    const place = { locationId: request.locationId, bin: request.bin };
    const scan = { restaurantId: actor.restaurantId, stocktakeId, place, code: request.code };
    if (this.db.dialect === 'postgres') return this.scanInGroup(actor, scan);
    return this.writer.write(actor, (tx, record) =>
      scanIntoStocktake({ tx, dialect: this.db.dialect, record }, actor, stocktakeId, request),
    );
  }

  /**
   * PostgreSQL: the scan goes with the others into its stocktake that arrive while one group is
   * being written, all in one statement (scanGroupPostgres), which answers what it read for each;
   * judgeScan judges it as on SQLite (the statement records only what judgeScan accepts).
   */
  private async scanInGroup(
    actor: Actor,
    scan: { restaurantId: string; stocktakeId: string; place: repo.Place; code: string },
  ): Promise<StocktakeScanResult> {
    const written = await this.scanGroups.submit(`${scan.restaurantId}/${scan.stocktakeId}`, {
      ...scan,
      userId: actor.userId,
      // The statement fills in the outcome, the totals and the scanner's bottles counted, which
      // it is the one to know.
      change: scanChange(
        actor,
        scan,
        'unknown',
        { place: { expected: 0, counted: 0, found: 0 }, counted: 0 },
        0,
      ),
      at: new Date().toISOString(),
    });
    // A refusal throws here, and the statement recorded nothing of this scan.
    const { outcome, recordedIn } = judgeScan(written.context, scan.place);
    if (!written.recorded) return scannedBefore(scan.code, recordedIn);
    return scanResult(scan.code, outcome, recordedIn);
  }

  /** PostgreSQL: one group of scans into one stocktake, and their batches published. */
  private writeScanGroup(scans: readonly GroupedScan[]): Promise<group.ScanStatementResult[]> {
    const [{ restaurantId, stocktakeId }] = scans as [GroupedScan];
    return this.writer.writeStatement(restaurantId, async (notify) => {
      const written = await group.scanGroupPostgres(
        this.db,
        { restaurantId, stocktakeId, scans },
        notify,
      );
      const batches = written.flatMap(({ recorded }, index) => {
        const scan = scans[index];
        if (!recorded || !scan) return [];
        const { revision, change } = recorded;
        return [{ revision, at: scan.at, actorId: scan.userId, changes: [change] }];
      });
      return { value: written, batches };
    });
  }

  async scans(actor: Actor, id: string, place: repo.Place): Promise<{ ids: string[] }> {
    if (!(await reads.readStocktake(this.db.kysely, actor.restaurantId, id))) throw notFound();
    return { ids: await reads.scannedIn(this.db.kysely, actor.restaurantId, id, place) };
  }

  pause(actor: Actor, id: string): Promise<Stocktake> {
    return this.move(actor, id, 'open', 'paused', 'stocktake.pause');
  }

  resume(actor: Actor, id: string): Promise<Stocktake> {
    return this.move(actor, id, 'paused', 'open', 'stocktake.resume');
  }

  /** Pause or resume; asking for the state it is already in changes nothing. */
  private async move(
    actor: Actor,
    id: string,
    from: StocktakeStatus,
    to: StocktakeStatus,
    action: string,
  ): Promise<Stocktake> {
    await this.writer.write(actor, async (tx, record) => {
      if (await repo.changeStatus(tx, actor.restaurantId, id, [from], to)) {
        recordStatus(record, id, action, to);
        return;
      }
      const status = await this.statusIn(tx, actor, id);
      if (status !== to) throw new AppError('stocktake-finished');
    });
    return this.get(actor, id);
  }

  async cancel(actor: Actor, id: string): Promise<Stocktake> {
    await this.writer.write(actor, async (tx, record) => {
      const at = new Date().toISOString();
      const done = await repo.changeStatus(
        tx,
        actor.restaurantId,
        id,
        ['open', 'paused'],
        'cancelled',
        {
          at,
          userId: actor.userId,
        },
      );
      if (!done) {
        await this.statusIn(tx, actor, id);
        throw new AppError('stocktake-finished');
      }
      recordStatus(record, id, 'stocktake.cancel', 'cancelled');
    });
    return this.get(actor, id);
  }

  /** What Apply would do now; for an applied stocktake, what it did (its record). */
  async preview(actor: Actor, id: string): Promise<StocktakePreview> {
    const row = await reads.readStocktake(this.db.kysely, actor.restaurantId, id);
    if (!row) throw notFound();
    if (row.record !== null) return storedRecord(row.record).preview;
    return computePreview(this.db.kysely, this.db.dialect, actor.restaurantId, id);
  }

  /** The record Apply stored, or (not applied yet) what it would do now, with its names. */
  async record(actor: Actor, id: string): Promise<StocktakeRecord> {
    const row = await reads.readStocktake(this.db.kysely, actor.restaurantId, id);
    if (!row) throw notFound();
    if (row.record !== null) return storedRecord(row.record);
    const preview = await computePreview(this.db.kysely, this.db.dialect, actor.restaurantId, id);
    return { preview, names: await recordNames(this.db.kysely, actor.restaurantId, preview) };
  }

  /**
   * Reconciles in one transaction (decision 0016). The conditional status change comes first: of
   * two Applies one waits for the other and then finds it applied; scans in flight finish first
   * (they hold the row FOR SHARE). The preview is computed again under it and must be the one the
   * member saw, or nothing happens and they are shown the new one.
   */
  async apply(actor: Actor, id: string, token: string): Promise<Stocktake> {
    await this.writer.write(actor, async (tx, record, historyId) => {
      const at = new Date().toISOString();
      const claimed = await repo.changeStatus(
        tx,
        actor.restaurantId,
        id,
        ['open', 'paused'],
        'applied',
        {
          at,
          userId: actor.userId,
        },
      );
      if (!claimed) {
        await this.statusIn(tx, actor, id);
        throw new AppError('stocktake-finished');
      }
      const preview = await computePreview(tx, this.db.dialect, actor.restaurantId, id);
      if (preview.token !== token) throw new AppError('stocktake-changed', { preview });
      const names = await recordNames(tx, actor.restaurantId, preview);
      const write = { tx, dialect: this.db.dialect, record, historyId };
      const lost = preview.missing.map((bottle) => bottle.id);
      await removeBottles(write, actor, { ids: lost, reason: 'lost-in-count' });
      await applyMoves(write, actor, preview);
      const stored: StocktakeRecord = { preview, names };
      await repo.storeRecord(tx, actor.restaurantId, id, {
        json: JSON.stringify(stored),
        expected: preview.expected,
        counted: preview.counted,
        missing: preview.missing.length,
        foundElsewhere: preview.foundElsewhere.length,
        unknownCodes: preview.unknownCodes.length,
      });
      recordStatus(record, id, 'stocktake.apply', 'applied');
    });
    return this.get(actor, id);
  }

  /** The stocktake's status, or 404 when this restaurant has none by that id. */
  private async statusIn(tx: Tx, actor: Actor, id: string): Promise<StocktakeStatus> {
    const row = await reads.readStocktake(tx, actor.restaurantId, id);
    if (!row) throw notFound();
    return row.status;
  }
}

/** A stored record; one applied before counting by quantity has no surplus. */
function storedRecord(json: string): StocktakeRecord {
  const record = JSON.parse(json) as StocktakeRecord;
  return { ...record, preview: { ...record.preview, surplus: record.preview.surplus ?? [] } };
}

/** The same place named twice is counted once. */
function dedupePlaces(places: readonly StocktakePlace[]): StocktakePlace[] {
  const seen = new Map<string, StocktakePlace>();
  for (const place of places) {
    const key = `${place.locationId}\u0000${place.bin ?? '\u0001'}`;
    if (!seen.has(key))
      seen.set(key, place.bin === undefined ? { locationId: place.locationId } : place);
  }
  return [...seen.values()];
}

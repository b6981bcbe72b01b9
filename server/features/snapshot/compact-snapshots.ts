import type { RestaurantModel } from '../../../domain/snapshot.js';
import { compactModel } from '../../../domain/snapshot-codec.js';
import type { Db } from '../../db/database.js';
import type { LiveHub } from '../../live/hub.js';
import { currentRevision } from '../restaurants/restaurant-repo.js';
import { RecentlyUsed } from './recently-used.js';
import { RestaurantMirror } from './restaurant-mirror.js';
import { EncodedSnapshot, MirrorCache, SnapshotCache } from './snapshot-cache.js';
import { readModel } from './snapshot-service.js';
import { readStoredSnapshot, storedSnapshotRevision, storeSnapshot } from './snapshot-store.js';

/** What a browser gets first, by preference: it asks for brotli, so that is made ahead of time (and stored). */
const PREPARED_ENCODING = 'br';

export interface CompactSnapshotsOptions {
  /**
   * How many revisions behind the database a cached snapshot may be and still be served while a
   * fresh one is built. The tab then replays the difference from the live feed, which replays at
   * most LIVE_MAX_REPLAY revisions: keep this well under it.
   */
  maxLag: number;
  onRefreshError?: (error: unknown) => void;
}

/**
 * The compact snapshots of the most recently used restaurants, served stale-while-revalidate.
 *
 * A snapshot is consistent at its revision and the web app follows the live feed from exactly
 * that revision, so a copy a few revisions old plus the replayed changes is the same data as a
 * fresh copy. After a write the request therefore gets the last encoded copy at once and the new
 * revision is built and compressed in the background, once, however many tabs ask meanwhile.
 *
 * Each build is also stored in the database (stored_snapshots), so a server that has just started,
 * or that let a restaurant go from memory, starts from the stored copy instead of reading every
 * bottle. Only a restaurant with no copy anywhere (or one too far behind) waits for the build.
 */
export class CompactSnapshots {
  private readonly encoded = new SnapshotCache();
  private readonly mirrors = new MirrorCache();
  private readonly building = new Map<string, Promise<EncodedSnapshot>>();
  /** Stores and stored-copy lookups still running (app.close() waits for them). */
  private readonly background = new Set<Promise<void>>();
  /**
   * The revision of the stored copy (-Infinity: none) of restaurants written to but not held in
   * memory, so that their writes can tell when it needs rebuilding without reading it each time.
   */
  private readonly storedRevisions = new RecentlyUsed<number>(4096);
  /** Restaurants whose stored revision is being looked up, with the latest revision written meanwhile. */
  private readonly lookingUp = new Map<string, number>();

  constructor(
    private readonly db: Db,
    hub: LiveHub,
    private readonly options: CompactSnapshotsOptions,
  ) {
    hub.addListener(this.mirrors);
    // Only this process's batches: another process keeps its own copies current.
    hub.addListener({
      wants: () => false,
      onBatch: (restaurantId, batch) => this.keepWithinLag(restaurantId, batch.revision),
    });
  }

  /** The snapshot to send for a restaurant whose database is at `revision`. */
  async serve(restaurantId: string, revision: number): Promise<EncodedSnapshot> {
    const cached = await this.copyOf(restaurantId);
    if (cached && cached.revision >= revision) return cached;
    if (cached && revision - cached.revision <= this.options.maxLag) {
      this.refresh(restaurantId).catch((error: unknown) => this.options.onRefreshError?.(error));
      return cached;
    }
    return this.refresh(restaurantId);
  }

  /**
   * Builds a restaurant's snapshot unless a current one is cached or one is on its way; failures
   * go to onRefreshError. Called at sign-in, so that the dashboard's request a moment later finds
   * it (or joins the build) instead of starting the 300–400 ms read from the database, and at
   * start for the restaurants with live sessions. A current stored copy is enough.
   */
  warm(restaurantId: string): Promise<void> {
    // Background work from its start: settled() also waits for the look at the copy held.
    return this.inBackground(
      (async () => {
        if (this.building.has(restaurantId)) return;
        const cached = await this.copyOf(restaurantId);
        if (cached && cached.revision >= (await currentRevision(this.db.kysely, restaurantId)))
          return;
        await this.refresh(restaurantId);
      })(),
    );
  }

  /**
   * Builds and stores the copy of a restaurant whose stored one is known to be unusable (missing,
   * from older code, too far behind), without reading that one first, and without keeping the
   * restaurant's mirror in memory (several MB for a big inventory): nobody has it open. Failures go
   * to onRefreshError.
   */
  async prepare(restaurantId: string): Promise<void> {
    try {
      await this.refresh(restaurantId, false);
    } catch (error) {
      this.options.onRefreshError?.(error);
    }
  }

  /** How many revisions behind a copy is rebuilt, before it is too far behind to be served. */
  get rebuildDistance(): number {
    return Math.max(1, Math.floor(this.options.maxLag / 2));
  }

  /** The revision of the copy held for a restaurant, if any. */
  cachedRevision(restaurantId: string): number | undefined {
    return this.encoded.latest(restaurantId)?.revision;
  }

  /** Resolves once no build is running and every build is stored (before the database closes). */
  async settled(): Promise<void> {
    while (this.building.size > 0 || this.background.size > 0) {
      await Promise.allSettled([...this.building.values(), ...this.background]);
    }
  }

  /**
   * A dashboard follows the live feed and does not ask for the snapshot again, so a restaurant
   * busy all day with its tabs open would otherwise keep a copy from the morning, and the next
   * tab opened (or the first after a restart, from the stored copy) would be too far behind and
   * wait for a build. Half-way to `maxLag`, the copy is rebuilt and stored.
   *
   * The same holds for a restaurant this process holds no copy of: one that only scans since the
   * server started, or one new and filled through the API with no dashboard open. Its stored
   * copy's revision is looked up once; with none stored, its first write leads to a build.
   */
  private keepWithinLag(restaurantId: string, revision: number): void {
    if (this.building.has(restaurantId)) return;
    const held = this.encoded.revisionOf(restaurantId);
    const copy = held ?? this.storedRevisions.get(restaurantId);
    if (copy === undefined) {
      this.lookUpStoredRevision(restaurantId, revision);
      return;
    }
    if (revision - copy < this.rebuildDistance) return;
    // After the write's answer: the build holds this thread for tens of milliseconds. Background
    // work from now, not from when it starts, so that settled() cannot miss it in between.
    this.inBackground(
      new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        await this.refresh(restaurantId, held !== undefined);
      }),
    );
  }

  private lookUpStoredRevision(restaurantId: string, revision: number): void {
    const pending = this.lookingUp.get(restaurantId);
    // Writes that arrive during the lookup are judged by the latest of them once it answers.
    this.lookingUp.set(restaurantId, Math.max(revision, pending ?? revision));
    if (pending !== undefined) return;
    this.inBackground(
      storedSnapshotRevision(this.db.kysely, restaurantId)
        .then((stored) => {
          this.storedRevisions.set(restaurantId, stored ?? Number.NEGATIVE_INFINITY);
          this.keepWithinLag(restaurantId, this.lookingUp.get(restaurantId) ?? revision);
        })
        .finally(() => this.lookingUp.delete(restaurantId)),
    );
  }

  /** Runs work that nobody waits for; its failure is reported, and settled() waits for it. */
  private inBackground(work: Promise<void>): Promise<void> {
    const running = work
      .catch((error: unknown) => this.options.onRefreshError?.(error))
      .finally(() => this.background.delete(running));
    this.background.add(running);
    return running;
  }

  /** The copy held in memory, else the stored one (then held in memory too). */
  private async copyOf(restaurantId: string): Promise<EncodedSnapshot | undefined> {
    return this.encoded.latest(restaurantId) ?? (await this.restore(restaurantId));
  }

  /** The stored copy, now held in memory too, if the database has one in this code's format. */
  private async restore(restaurantId: string): Promise<EncodedSnapshot | undefined> {
    const stored = await readStoredSnapshot(this.db.kysely, restaurantId);
    if (!stored) return undefined;
    this.storedRevisions.set(restaurantId, stored.revision);
    this.encoded.put(EncodedSnapshot.fromBrotli(restaurantId, stored.revision, stored.brotli));
    // A copy built meanwhile is newer: put() keeps it.
    return this.encoded.latest(restaurantId);
  }

  /**
   * Builds the current revision unless a build is already running; one at a time per restaurant.
   * A restaurant in use keeps its mirror, from which the builds after its next writes start.
   */
  private refresh(restaurantId: string, inUse = true): Promise<EncodedSnapshot> {
    let build = this.building.get(restaurantId);
    if (!build) {
      build = this.build(restaurantId, inUse).finally(() => this.building.delete(restaurantId));
      this.building.set(restaurantId, build);
    }
    return build;
  }

  private async build(restaurantId: string, inUse: boolean): Promise<EncodedSnapshot> {
    // From memory when the mirror is current (the usual case after a write); from the database
    // when there is none yet or it fell behind (a gap in the batches it was offered).
    const revision = await currentRevision(this.db.kysely, restaurantId);
    const mirror = this.mirrors.get(restaurantId);
    let read: RestaurantModel | undefined;
    if (!mirror || mirror.revision < revision) read = await readModel(this.db, restaurantId);
    const compact = compactModel(read ?? (mirror as RestaurantMirror).toModel());
    const entry = EncodedSnapshot.fromJson(restaurantId, compact.revision, JSON.stringify(compact));
    // Compressed before it is published, so that serving it never waits.
    const brotli = await entry.body(PREPARED_ENCODING);
    this.encoded.put(entry);
    if (read && inUse) {
      // The mirror later builds start from, made from the same read once the requests waiting
      // for this copy have their answer.
      const model = read;
      setImmediate(() => this.mirrors.put(new RestaurantMirror(restaurantId, model)));
    }
    // Stored after the build is published: a request waiting for it does not wait for the write.
    this.storedRevisions.set(restaurantId, entry.revision);
    this.inBackground(
      storeSnapshot(this.db.kysely, restaurantId, { revision: entry.revision, brotli }),
    );
    return entry;
  }
}

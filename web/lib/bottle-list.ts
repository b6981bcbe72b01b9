import { type BottleCriteria, type BottlePage, bottleInList } from '../../domain/bottle-page.js';
import { type Bottle, bottleSchema } from '../../domain/inventory.js';
import type { ChangeBatch } from '../../domain/live.js';
import { bottlePage } from '../../domain/operations/inventory.js';
import { call } from './call.js';
import type { StoreEvent } from './live-store.js';

/** A screen's list of bottles: null until its first page has arrived. */
export interface BottleListState {
  bottles: readonly Bottle[] | null;
  /** Still reading pages after the first. */
  loading: boolean;
  failed: boolean;
}

export interface BottleListSource {
  page(criteria: BottleCriteria, after: string | null, signal: AbortSignal): Promise<BottlePage>;
  /** The live store's batches and reloads (liveStore.follow). */
  follow(listener: (event: StoreEvent) => void): () => void;
}

/** The largest page the server gives (domain/bottle-page.ts): a format rarely needs two. */
const PAGE_SIZE = 500;

type Change = ChangeBatch['changes'][number];

/**
 * Each change's bottle, parsed once however many lists follow the feed (a tab keeps the lists of
 * the wines in view live: a move of 1,000 bottles is not parsed a dozen times over).
 */
const parsed = new WeakMap<Change, Bottle | null>();

function bottleOf(change: Change): Bottle | null {
  let bottle = parsed.get(change);
  if (bottle === undefined) {
    const result = change.op === 'put' ? bottleSchema.safeParse(change.data) : undefined;
    bottle = result?.success ? result.data : null;
    parsed.set(change, bottle);
  }
  return bottle;
}

/** The bottles a batch put or removed, with the list's rule applied to each. */
function applyBatch(criteria: BottleCriteria, bottles: Map<string, Bottle>, batch: ChangeBatch) {
  for (const change of batch.changes) {
    if (change.entity !== 'bottle') continue;
    const bottle = bottleOf(change);
    if (bottle !== null && bottleInList(criteria, bottle)) {
      bottles.set(change.id, bottle);
    } else bottles.delete(change.id);
  }
}

/** A reading of the list: its pages so far, the first one's revision, the batches since it began. */
interface Reading {
  pages: Map<string, Bottle>;
  revision: number | null;
  batches: ChangeBatch[];
}

/** The pages read so far, with every batch after the first page's revision applied again. */
function listOf(criteria: BottleCriteria, reading: Reading): Map<string, Bottle> {
  const bottles = new Map(reading.pages);
  for (const batch of reading.batches) {
    if (reading.revision !== null && batch.revision > reading.revision) {
      applyBatch(criteria, bottles, batch);
    }
  }
  return bottles;
}

/** A failed read of a list a screen shows, as the console has it. */
export function logBottlesFailure(error: unknown): void {
  console.error('Could not read the bottles.', error);
}

/**
 * Reads the bottles `criteria` name a page at a time (the `bottlePage` operation) and keeps them live with
 * the store's batches, publishing each state. Pages are read at their own revisions: every batch
 * after the first page's is applied again over the pages read so far, so a bottle changed while
 * they were read ends as its last change left it. A new snapshot in the store (the feed had a
 * gap) reads the list again; the old one stays shown meanwhile. A failed read is published and
 * reported (by default to the console). Returns what stops it all.
 */
export function followBottleList(
  criteria: BottleCriteria,
  source: BottleListSource,
  publish: (state: BottleListState) => void,
  report: (error: unknown) => void = logBottlesFailure,
): () => void {
  const abort = new AbortController();
  let list: Map<string, Bottle> | null = null;
  let reading: Reading | null = null;
  const show = (bottles: Map<string, Bottle>, loading: boolean) =>
    publish({ bottles: [...bottles.values()], loading, failed: false });

  const read = async (): Promise<void> => {
    const mine: Reading = { pages: new Map(), revision: null, batches: [] };
    reading = mine;
    try {
      let after: string | null = null;
      do {
        const page = await source.page(criteria, after, abort.signal);
        if (reading !== mine) return;
        const first = mine.revision === null;
        mine.revision ??= page.revision;
        for (const bottle of page.bottles) mine.pages.set(bottle.id, bottle);
        after = page.next;
        // The first page shows at once, the rest once all are in: the whole list published again
        // per page made a 100,000-bottle list quadratic (Manual Batch Edit took 92–110 s).
        if (list === null && first) show(listOf(criteria, mine), after !== null);
      } while (after !== null);
      list = listOf(criteria, mine);
      reading = null;
      show(list, false);
    } catch (error) {
      if (reading !== mine || abort.signal.aborted) return;
      reading = null;
      report(error);
      publish({ bottles: list ? [...list.values()] : null, loading: false, failed: true });
    }
  };

  const stopFollowing = source.follow((event) => {
    if (event.kind === 'load') {
      void read();
      return;
    }
    reading?.batches.push(event.batch);
    if (list !== null) {
      applyBatch(criteria, list, event.batch);
      show(list, reading !== null);
    } else if (reading && reading.revision !== null) {
      show(listOf(criteria, reading), true);
    }
  });
  void read();
  return () => {
    reading = null;
    abort.abort();
    stopFollowing();
  };
}

/** The source the app uses: the bottle pages operation and the live store. */
export function serverBottleSource(follow: BottleListSource['follow']): BottleListSource {
  return {
    follow,
    async page(criteria, after, signal) {
      const query = { ...criteria, limit: PAGE_SIZE, ...(after !== null && { after }) };
      return bottlePage.response.parse(await call(bottlePage, { query }, { signal }));
    },
  };
}

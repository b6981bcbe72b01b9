import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { SessionUser } from '../../domain/auth.js';
import type { Bottle } from '../../domain/inventory.js';
import type { FirstCards } from '../../domain/product-cards.js';
import {
  COLLECTIONS,
  type Collection,
  type RestaurantData,
  type RestaurantInfo,
} from '../../domain/restaurant-data.js';

/** An entry of one of the model's maps, each kept in parts (see keepModel). */
type Entry<C extends Collection> =
  RestaurantData[C] extends ReadonlyMap<string, infer V> ? readonly [string, V] : never;

/**
 * Entries a part holds: IndexedDB copies what it is given in the call that stores it, on the
 * page's main thread, and a part is stored in a task of its own. The model of 20,000 bottles as
 * one record was one task of 220 ms on a phone (4× CPU), 5 s after every load, which a keystroke
 * or a scan waited behind.
 */
const PART_SIZE = 500;

/** A kept model's own fields and how many parts each of its maps was kept in. */
interface ModelHead {
  revision: number;
  restaurant: RestaurantInfo;
  syncedAt: number;
  parts: Record<Collection, number>;
}

/**
 * The device's copy of what a member last saw, so that /admin opens with no network (decision
 * 0045): the session, and per restaurant and member the model (its maps' entries in parts) and
 * the bottle lists screens read. Logout deletes it all. Storage may be refused (a private window,
 * a full disk): then nothing is kept and the app works as it would without it.
 */
interface OfflineSchema extends DBSchema {
  /** The member last signed in on this device, under `last`. */
  session: { key: string; value: SessionUser };
  /** A model's head, by owner (restaurant and member); written with its parts, last. */
  models: { key: string; value: ModelHead };
  /** A model's map entries, by `<owner> <collection> <part number, six digits>`. */
  modelParts: { key: string; value: ReadonlyArray<Entry<Collection>> };
  /** When the owner's model was last known current, by owner: a live tab notes it every minute. */
  stamps: { key: string; value: number };
  /** The dashboard's first cards as last read, by owner: drawn offline before the model is read. */
  firstCards: { key: string; value: FirstCards };
  /** By owner and list: `<owner> <criteria as JSON>`. */
  bottles: { key: string; value: { bottles: readonly Bottle[]; revision: number } };
}

const STORES = ['session', 'models', 'modelParts', 'stamps', 'firstCards', 'bottles'] as const;

let database: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function open(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>('cellar-offline', 2, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      for (const store of STORES) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      }
      // Version 1 kept each model whole, in a shape this code no longer reads: the next model
      // loaded online is kept anew.
      if (oldVersion === 1) void transaction.objectStore('models').clear();
    },
  });
  return database;
}

/** Whose data is kept and read: the signed-in member, or nobody. */
let owner: string | null = null;

export function setOfflineOwner(user: SessionUser | null): void {
  owner = user && `${user.restaurantId}:${user.userId}`;
}

/** Storage that fails is as if nothing were kept: a warning, not an error on the screen. */
async function attempt<T>(work: (db: IDBPDatabase<OfflineSchema>) => Promise<T>) {
  try {
    return await work(await open());
  } catch (error) {
    console.warn('The offline copy could not be read or written.', error);
    return undefined;
  }
}

export const keepSession = (user: SessionUser) => attempt((db) => db.put('session', user, 'last'));

export const keptSession = () => attempt((db) => db.get('session', 'last'));

const partKey = (key: string, collection: Collection, part: number) =>
  `${key} ${collection} ${String(part).padStart(6, '0')}`;

/** The maps of the owner's model last kept, as the live store held them, and their parts. */
let kept: {
  owner: string;
  maps: Pick<RestaurantData, Collection>;
  parts: Record<Collection, number>;
} | null = null;
/** One model is written at a time: a save compares its maps with the one before it. */
let saving: Promise<unknown> = Promise.resolve();

/**
 * Keeps the owner's model: in one transaction, so that a model is read whole or not at all, each
 * map that changed since the last one kept (the live store replaces a map a change touches), in
 * parts each stored in a task of its own (the transaction goes on from one part's success to the
 * next), then its head.
 */
export function keepModel(data: RestaurantData, syncedAt: number) {
  const key = owner;
  if (key === null) return;
  saving = saving.then(() =>
    attempt(async (db) => {
      // Signed out (or another member) while the save before this one was written: logout has
      // deleted the copy, and this one must not bring it back.
      if (owner !== key) return;
      const before = kept?.owner === key ? kept : null;
      const transaction = db.transaction(['models', 'modelParts'], 'readwrite');
      // A failure is the failing request's, which `attempt` reports: not an unhandled one too.
      transaction.done.catch(() => undefined);
      const store = transaction.objectStore('modelParts');
      const parts = {} as Record<Collection, number>;
      for (const collection of COLLECTIONS) {
        const map: ReadonlyMap<string, unknown> = data[collection];
        if (before && before.maps[collection] === map) {
          parts[collection] = before.parts[collection];
          continue;
        }
        const entries = [...data[collection]] as Array<Entry<Collection>>;
        parts[collection] = Math.ceil(entries.length / PART_SIZE);
        for (let part = 0; part < parts[collection]; part++) {
          const slice = entries.slice(part * PART_SIZE, (part + 1) * PART_SIZE);
          await store.put(slice, partKey(key, collection, part));
        }
        // The parts of a larger map kept before.
        await store.delete(
          IDBKeyRange.bound(
            partKey(key, collection, parts[collection]),
            `${key} ${collection} \uffff`,
          ),
        );
      }
      const { revision, restaurant } = data;
      await transaction.objectStore('models').put({ revision, restaurant, syncedAt, parts }, key);
      await transaction.done;
      kept = { owner: key, maps: data, parts };
    }),
  );
}

export function keepSyncStamp(syncedAt: number) {
  const key = owner;
  if (key !== null) void attempt((db) => db.put('stamps', syncedAt, key));
}

/** The owner's model and when it was last known current; undefined when none is kept. */
export async function keptModel() {
  const key = owner;
  if (key === null) return undefined;
  return attempt(async (db) => {
    const transaction = db.transaction(['models', 'modelParts', 'stamps']);
    const [head, stamp] = await Promise.all([
      transaction.objectStore('models').get(key),
      transaction.objectStore('stamps').get(key),
    ]);
    if (head === undefined) return undefined;
    const store = transaction.objectStore('modelParts');
    const read = async <C extends Collection>(collection: C) => {
      const parts = await Promise.all(
        Array.from({ length: head.parts[collection] }, (_, part) =>
          store.get(partKey(key, collection, part)),
        ),
      );
      // Written in the head's transaction: a part missing is a copy damaged outside this code.
      if (parts.some((part) => part === undefined))
        throw new Error(`${collection}: a part is missing`);
      return new Map(parts.flat() as Array<Entry<C>>) as unknown as RestaurantData[C];
    };
    const data: RestaurantData = {
      revision: head.revision,
      restaurant: head.restaurant,
      products: await read('products'),
      formats: await read('formats'),
      counts: await read('counts'),
      colors: await read('colors'),
      locations: await read('locations'),
      categories: await read('categories'),
      listings: await read('listings'),
    };
    // What the live store is given from here on: nothing of it needs writing again.
    kept = { owner: key, maps: data, parts: head.parts };
    return { data, syncedAt: Math.max(head.syncedAt, stamp ?? 0) };
  });
}

export function keepFirstCards(cards: FirstCards) {
  const key = owner;
  if (key !== null) void attempt((db) => db.put('firstCards', cards, key));
}

export async function keptFirstCards() {
  const key = owner;
  if (key === null) return undefined;
  return attempt((db) => db.get('firstCards', key));
}

export function keepBottles(list: string, bottles: readonly Bottle[], revision: number) {
  const key = owner;
  if (key !== null)
    void attempt((db) => db.put('bottles', { bottles, revision }, `${key} ${list}`));
}

export async function keptBottles(list: string) {
  const key = owner;
  if (key === null) return undefined;
  return attempt((db) => db.get('bottles', `${key} ${list}`));
}

/**
 * Logout: everything kept on this device goes, and any cache but the app's code (the service
 * worker keeps no other; one left by an older version would go too).
 */
export async function forgetOfflineData(): Promise<void> {
  owner = null;
  kept = null;
  await attempt(async (db) => {
    const transaction = db.transaction(STORES, 'readwrite');
    await Promise.all([
      ...STORES.map((store) => transaction.objectStore(store).clear()),
      transaction.done,
    ]);
  });
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => !name.startsWith('workbox-precache'))
        .map((name) => caches.delete(name)),
    );
  } catch (error) {
    console.warn('The caches could not be cleared.', error);
  }
}

import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { SessionUser } from '../../domain/auth.js';
import type { Bottle } from '../../domain/inventory.js';
import type { FirstCards } from '../../domain/product-cards.js';
import type { RestaurantData } from '../../domain/restaurant-data.js';

/**
 * The device's copy of what a member last saw, so that /admin opens with no network (decision
 * 0045): the session, and per restaurant and member the model (as the live store holds it, maps
 * and all: IndexedDB keeps them as they are) and the bottle lists screens read. Logout deletes it
 * all. Storage may be refused (a private window, a full disk): then nothing is kept and the app
 * works as it would without it.
 */
interface OfflineSchema extends DBSchema {
  /** The member last signed in on this device, under `last`. */
  session: { key: string; value: SessionUser };
  /** By owner (restaurant and member). */
  models: { key: string; value: { data: RestaurantData; syncedAt: number } };
  /** When the owner's model was last known current, by owner: a live tab notes it every minute. */
  stamps: { key: string; value: number };
  /** The dashboard's first cards as last read, by owner: drawn offline before the model is read. */
  firstCards: { key: string; value: FirstCards };
  /** By owner and list: `<owner> <criteria as JSON>`. */
  bottles: { key: string; value: { bottles: readonly Bottle[]; revision: number } };
}

const STORES = ['session', 'models', 'stamps', 'firstCards', 'bottles'] as const;

let database: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function open(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>('cellar-offline', 1, {
    upgrade(db) {
      for (const store of STORES) db.createObjectStore(store);
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

export function keepModel(data: RestaurantData, syncedAt: number) {
  const key = owner;
  if (key !== null) void attempt((db) => db.put('models', { data, syncedAt }, key));
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
    const [model, stamp] = await Promise.all([db.get('models', key), db.get('stamps', key)]);
    return model && { data: model.data, syncedAt: Math.max(model.syncedAt, stamp ?? 0) };
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

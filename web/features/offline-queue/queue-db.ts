import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ChangeOutcome, QueuedChange } from '../../../domain/sync.js';
import { announceQueueChange } from './queue-channel.js';

/**
 * The phone's queue, in IndexedDB: it outlives a reload and a closed tab. Everything is kept per
 * owner (a member of a restaurant): a session that ends without a logout must not hand its
 * changes to the next member who signs in on the same browser.
 */

/** A change waiting to reach the server. */
export interface WaitingChange {
  owner: string;
  change: QueuedChange;
}

/** A change the server refused: kept until the person dismisses it or tries it again. */
export interface RefusedChange {
  owner: string;
  change: QueuedChange;
  outcome: ChangeOutcome;
}

/** The device's name and its next number, made once per device and member. */
export interface Device {
  owner: string;
  deviceId: string;
  nextSeq: number;
}

interface QueueSchema extends DBSchema {
  device: { key: string; value: Device };
  waiting: { key: string; value: WaitingChange; indexes: { bySeq: [string, number] } };
  refused: { key: string; value: RefusedChange; indexes: { byOwner: string } };
}

const DB_NAME = 'cellar-offline-queue';

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('device', { keyPath: 'owner' });
      const waiting = database.createObjectStore('waiting', { keyPath: 'change.id' });
      waiting.createIndex('bySeq', ['owner', 'change.seq']);
      const refused = database.createObjectStore('refused', { keyPath: 'change.id' });
      refused.createIndex('byOwner', 'owner');
    },
  });
  return opened;
}

/**
 * Adds a change with the device's next number, both in one transaction: two changes made at
 * once (two tabs) never share a number.
 */
export async function addWaiting(
  owner: string,
  make: (seq: number) => QueuedChange,
): Promise<QueuedChange> {
  const tx = (await db()).transaction(['device', 'waiting'], 'readwrite');
  const devices = tx.objectStore('device');
  const device = (await devices.get(owner)) ?? {
    owner,
    deviceId: crypto.randomUUID(),
    nextSeq: 1,
  };
  const change = make(device.nextSeq);
  await devices.put({ ...device, nextSeq: device.nextSeq + 1 });
  await tx.objectStore('waiting').put({ owner, change });
  await tx.done;
  announceQueueChange();
  return change;
}

export async function deviceOf(owner: string): Promise<Device | undefined> {
  return (await db()).get('device', owner);
}

/** The owner's oldest waiting changes, in the order made. */
export async function firstWaiting(
  owner: string,
  limit: number | undefined,
): Promise<QueuedChange[]> {
  const range = IDBKeyRange.bound([owner, 0], [owner, Number.MAX_SAFE_INTEGER]);
  const rows = await (await db()).getAllFromIndex('waiting', 'bySeq', range, limit);
  return rows.map((row) => row.change);
}

export async function allWaiting(owner: string): Promise<QueuedChange[]> {
  return firstWaiting(owner, undefined);
}

/**
 * Settles the changes the server answered for, in one transaction: each leaves the queue only
 * now, and a refused one moves to the refused list.
 */
export async function settle(
  owner: string,
  settled: ReadonlyArray<{ change: QueuedChange; outcome: ChangeOutcome }>,
): Promise<void> {
  const tx = (await db()).transaction(['waiting', 'refused'], 'readwrite');
  for (const { change, outcome } of settled) {
    await tx.objectStore('waiting').delete(change.id);
    if (outcome.outcome === 'refused') {
      await tx.objectStore('refused').put({ owner, change, outcome });
    }
  }
  await tx.done;
  announceQueueChange();
}

/**
 * A change sent online whose request the server refused as a whole (the session or the device
 * refused): nothing of it was applied, and the screen shows the refusal, as its route's.
 */
export async function removeWaiting(id: string): Promise<void> {
  await (await db()).delete('waiting', id);
}

export async function refusedOf(owner: string): Promise<RefusedChange[]> {
  const rows = await (await db()).getAllFromIndex('refused', 'byOwner', owner);
  return rows.sort((a, b) => a.change.seq - b.change.seq);
}

export async function dismissRefused(id: string): Promise<void> {
  await (await db()).delete('refused', id);
  announceQueueChange();
}

/** Logout: nothing the member queued stays readable on this browser. */
export async function clearAll(): Promise<void> {
  const tx = (await db()).transaction(['device', 'waiting', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('device').clear(),
    tx.objectStore('waiting').clear(),
    tx.objectStore('refused').clear(),
  ]);
  await tx.done;
  announceQueueChange();
}

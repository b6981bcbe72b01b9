import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Bottle, Format } from '../../domain/inventory.js';
import type { Snapshot } from '../../domain/snapshot.js';
import type { ChangeOutcome, QueuedChange, SyncResult } from '../../domain/sync.js';
import { productRequest } from './fixtures.js';
import type { TestClient } from './test-client.js';

/** A restaurant's wine with bottles of these QR ids; its format. */
export async function wineWithBottles(client: TestClient, ids: string[]): Promise<Format> {
  const response = await client.post('/api/products', { ...productRequest(), bottles: { ids } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { format: Format }).format;
}

/** A phone's queue: numbered from `first`, each change made a minute before now. */
export function queue(
  changes: ReadonlyArray<Pick<QueuedChange, 'operation' | 'input'> & { id?: string }>,
  first = 1,
): QueuedChange[] {
  const madeAt = new Date(Date.now() - 60_000).toISOString();
  return changes.map((change, index) => ({
    id: change.id ?? randomUUID(),
    seq: first + index,
    madeAt,
    operation: change.operation,
    input: change.input,
  }));
}

/** POST /api/sync, expecting an answer. */
export async function sync(
  client: TestClient,
  deviceId: string,
  changes: QueuedChange[],
): Promise<SyncResult> {
  const response = await client.post('/api/sync', { deviceId, changes });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SyncResult;
}

/** Each outcome as `seq outcome reason`, the shortest thing to compare. */
export function said(outcomes: readonly ChangeOutcome[]): string[] {
  return outcomes.map((o) => `${o.seq} ${o.outcome}${o.reason ? ` ${o.reason}` : ''}`);
}

export async function bottlesOf(client: TestClient): Promise<Bottle[]> {
  const bottles = ((await client.get('/api/snapshot')).body as Snapshot).bottles;
  return [...bottles].sort((x, y) => x.id.localeCompare(y.id));
}

export const newDevice = (): string => `device-${randomUUID()}`;

import { describe, expect, it } from 'vitest';
import type { BottleCriteria, BottlePage } from '../../domain/bottle-page.js';
import type { Bottle } from '../../domain/inventory.js';
import type { Change, ChangeBatch } from '../../domain/live.js';
import { type BottleListSource, type BottleListState, followBottleList } from './bottle-list.js';
import type { StoreEvent } from './live-store.js';

const bottle = (id: string, formatId = 'f1', locationId: string | null = 'cellar'): Bottle => ({
  id,
  formatId,
  locationId,
  bin: '',
  notes: '',
  addedDate: '2026-11-01T00:00:00Z',
});
const put = (data: Bottle): Change => ({
  entity: 'bottle',
  id: data.id,
  op: 'put',
  action: 'bottle.move',
  data,
});
const removed = (id: string): Change => ({
  entity: 'bottle',
  id,
  op: 'delete',
  action: 'bottle.remove',
  data: null,
});
const batch = (revision: number, ...changes: Change[]): ChangeBatch => ({
  revision,
  at: '2026-11-25T00:00:00Z',
  actorId: null,
  changes,
});

/**
 * The server's pages answered when the test says so, and the store's events sent by the test: so
 * that batches can arrive before, between and after the pages, as they may on a slow phone.
 */
function scripted() {
  const asked: Array<{ after: string | null; answer: (page: BottlePage | Error) => void }> = [];
  let listener: ((event: StoreEvent) => void) | null = null;
  const states: BottleListState[] = [];
  const source: BottleListSource = {
    page: (_criteria, after) =>
      new Promise((resolve, reject) => {
        asked.push({
          after,
          answer: (page) => (page instanceof Error ? reject(page) : resolve(page)),
        });
      }),
    follow: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    source,
    states,
    publish: (state: BottleListState) => states.push(state),
    async answer(page: BottlePage | Error) {
      const next = asked.shift();
      if (!next) throw new Error('no page was asked for');
      next.answer(page);
      await settle();
    },
    send: (event: StoreEvent) => listener?.(event),
    ids: () =>
      states
        .at(-1)
        ?.bottles?.map((one) => one.id)
        .sort() ?? null,
    get asked() {
      return asked.map((one) => one.after);
    },
  };
}

const FORMAT: BottleCriteria = { format: 'f1' };

describe('a list of bottles read in pages and kept live', () => {
  it('ends as the last change left each bottle, whatever arrived between its pages', async () => {
    const run = scripted();
    followBottleList(FORMAT, run.source, run.publish);
    expect(run.asked).toEqual([null]);
    // Before the first page: older than it, so already in it.
    run.send({ kind: 'batch', batch: batch(9, removed('b1')) });
    await run.answer({ revision: 10, bottles: [bottle('b1'), bottle('b2')], next: 'b2' });
    expect(run.states.at(-1)).toMatchObject({ loading: true, failed: false });
    expect(run.ids()).toEqual(['b1', 'b2']);
    // Between the pages: b3 (on the next page) leaves the format, b9 joins it, b2 is removed.
    run.send({
      kind: 'batch',
      batch: batch(11, put(bottle('b3', 'f2')), put(bottle('b9')), removed('b2')),
    });
    expect(run.ids()).toEqual(['b1', 'b9']);
    expect(run.asked).toEqual(['b2']);
    // The second page was read before revision 11 reached it, or after: both end the same.
    await run.answer({ revision: 10, bottles: [bottle('b3'), bottle('b4')], next: null });
    expect(run.states.at(-1)).toMatchObject({ loading: false, failed: false });
    expect(run.ids()).toEqual(['b1', 'b4', 'b9']);
  });

  it('follows the live feed once read: in, out to another format, removed; counts ignored', async () => {
    const run = scripted();
    followBottleList(FORMAT, run.source, run.publish);
    await run.answer({ revision: 3, bottles: [bottle('b1'), bottle('b2')], next: null });
    run.send({
      kind: 'batch',
      batch: batch(4, put(bottle('b5', 'f1', null)), put(bottle('b1', 'f7')), {
        entity: 'count',
        id: 'f1',
        op: 'put',
        action: 'count.update',
        data: { formatId: 'f1', locations: [] },
      }),
    });
    expect(run.ids()).toEqual(['b2', 'b5']);
    run.send({ kind: 'batch', batch: batch(5, removed('b2')) });
    expect(run.ids()).toEqual(['b5']);
  });

  it('reads again after the store reloads, keeping the old list shown meanwhile', async () => {
    const run = scripted();
    followBottleList({ list: 'unassigned' }, run.source, run.publish);
    await run.answer({ revision: 1, bottles: [bottle('b1', 'f1', null)], next: null });
    run.send({ kind: 'load' });
    expect(run.ids()).toEqual(['b1']);
    await run.answer({ revision: 40, bottles: [bottle('b8', 'f3', null)], next: null });
    expect(run.ids()).toEqual(['b8']);
  });

  it('says it failed, and stops publishing once stopped', async () => {
    const run = scripted();
    const stop = followBottleList(FORMAT, run.source, run.publish);
    await run.answer(new Error('offline'));
    expect(run.states.at(-1)).toEqual({ bottles: null, loading: false, failed: true });
    const published = run.states.length;
    stop();
    run.send({ kind: 'batch', batch: batch(9, put(bottle('b1'))) });
    expect(run.states).toHaveLength(published);
  });
});

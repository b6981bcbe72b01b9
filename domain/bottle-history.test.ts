import { describe, expect, it } from 'vitest';
import { type BottleChangeRow, lifelineOf } from './bottle-history.js';

let revision = 0;
const row = (entityId: string, action: string, extra: Partial<BottleChangeRow> = {}) => ({
  revision: ++revision,
  entityId,
  op: 'put',
  action,
  ...extra,
});
const actions = (rows: readonly BottleChangeRow[]) =>
  rows.map((entry) => `${entry.entityId} ${entry.action}`);

describe('lifelineOf', () => {
  it('keeps every row of a bottle from its adding on', () => {
    const rows = [row('A', 'bottle.add'), row('A', 'bottle.move'), row('A', 'bottle.update')];
    expect(actions(lifelineOf(rows, 'A'))).toEqual([
      'A bottle.add',
      'A bottle.move',
      'A bottle.update',
    ]);
  });

  it('follows a re-key back to the id the bottle had, showing the re-key once', () => {
    const rows = [
      row('MAN1', 'bottle.add'),
      row('MAN1', 'bottle.move'),
      row('MAN1', 'bottle.rekey', { op: 'delete' }),
      row('QR9', 'bottle.rekey', { previousId: 'MAN1' }),
      row('QR9', 'bottle.reprofile'),
    ];
    expect(actions(lifelineOf(rows, 'QR9'))).toEqual([
      'MAN1 bottle.add',
      'MAN1 bottle.move',
      'QR9 bottle.rekey',
      'QR9 bottle.reprofile',
    ]);
  });

  it('leaves out an earlier bottle that had the same id', () => {
    const rows = [
      row('A', 'bottle.add'),
      row('A', 'bottle.move'),
      row('A', 'bottle.remove', { op: 'delete' }),
      row('A', 'bottle.add'),
      row('A', 'bottle.move'),
    ];
    expect(lifelineOf(rows, 'A').map((entry) => entry.revision)).toEqual([
      rows[3]?.revision,
      rows[4]?.revision,
    ]);
  });

  it('leaves out a later bottle added under an id this one was re-keyed away from', () => {
    const rows = [
      row('A', 'bottle.add'),
      row('A', 'bottle.rekey', { op: 'delete' }),
      row('B', 'bottle.rekey', { previousId: 'A' }),
      row('A', 'bottle.add'),
      row('A', 'bottle.move'),
      row('B', 'bottle.move'),
    ];
    expect(actions(lifelineOf(rows, 'B'))).toEqual([
      'A bottle.add',
      'B bottle.rekey',
      'B bottle.move',
    ]);
    expect(actions(lifelineOf(rows, 'A'))).toEqual(['A bottle.add', 'A bottle.move']);
  });

  it('stops at a cycle of re-keys back to the first id', () => {
    const rows = [
      row('A', 'bottle.add'),
      row('A', 'bottle.rekey', { op: 'delete' }),
      row('B', 'bottle.rekey', { previousId: 'A' }),
      row('B', 'bottle.rekey', { op: 'delete' }),
      row('A', 'bottle.rekey', { previousId: 'B' }),
    ];
    expect(actions(lifelineOf(rows, 'A'))).toEqual([
      'A bottle.add',
      'B bottle.rekey',
      'A bottle.rekey',
    ]);
  });

  it("ends a removed bottle's life with its removal, not an earlier bottle's", () => {
    const rows = [
      row('A', 'bottle.add'),
      row('A', 'bottle.remove', { op: 'delete' }),
      row('A', 'bottle.add'),
      row('A', 'bottle.move'),
      row('A', 'bottle.remove', { op: 'delete' }),
    ];
    expect(lifelineOf(rows, 'A', true).map((entry) => entry.revision)).toEqual(
      rows.slice(2).map((entry) => entry.revision),
    );
    expect(lifelineOf(rows, 'A')).toEqual([]);
  });

  it('reads a bottle put back on past the removal undone, and no further back than its adding', () => {
    const rows = [
      row('A', 'bottle.add'),
      row('A', 'bottle.remove', { op: 'delete' }),
      row('A', 'bottle.add'),
      row('A', 'bottle.remove', { op: 'delete' }),
      row('A', 'bottle.return'),
      row('A', 'bottle.move'),
    ];
    expect(lifelineOf(rows, 'A').map((entry) => entry.revision)).toEqual(
      rows.slice(2).map((entry) => entry.revision),
    );
    // Removed again since: its life ends with that removal and reads on past the undone one.
    const removedAgain = [...rows, row('A', 'bottle.remove', { op: 'delete' })];
    expect(lifelineOf(removedAgain, 'A', true).map((entry) => entry.revision)).toEqual(
      removedAgain.slice(2).map((entry) => entry.revision),
    );
  });
});

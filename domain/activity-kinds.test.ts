import { describe, expect, it } from 'vitest';
import { summarizeBatch } from './activity-kinds.js';
import type { Change } from './live.js';

const bottle = (
  id: string,
  action: string,
  data: object,
  op: 'put' | 'delete' = 'put',
): Change => ({
  entity: 'bottle',
  id,
  op,
  action,
  data: { id, formatId: 'f1', locationId: 'l1', bin: 'B4', notes: '', ...data },
});
const count: Change = { entity: 'count', id: 'f1', op: 'put', action: 'count.update', data: {} };

describe('summarizeBatch', () => {
  it('names a move by how many bottles and where they all went', () => {
    const changes = ['a', 'b', 'c'].map((id) => bottle(id, 'bottle.move', {}));
    expect(summarizeBatch([...changes, count])).toEqual({
      kind: 'bottles-moved',
      count: 3,
      place: { locationId: 'l1', bin: 'B4' },
      formatId: 'f1',
    });
  });

  it('counts a re-keyed bottle once, though it changes under its old id and its new one', () => {
    const changes = ['a', 'b'].flatMap((id) => [
      bottle(`MAN-${id}`, 'bottle.rekey', { newId: id }, 'delete'),
      bottle(id, 'bottle.rekey', { previousId: `MAN-${id}` }),
    ]);
    expect(summarizeBatch([...changes, count])).toMatchObject({ kind: 'qr-codes', count: 2 });
  });

  it('leaves out the place and the format the bottles do not share', () => {
    const changes = [
      bottle('a', 'bottle.move', { bin: 'B4' }),
      bottle('b', 'bottle.move', { bin: 'B5', formatId: 'f2' }),
    ];
    expect(summarizeBatch(changes)).toEqual({ kind: 'bottles-moved', count: 2 });
    expect(summarizeBatch([bottle('a', 'bottle.move', { locationId: null, bin: '' })])).toEqual({
      kind: 'bottles-moved',
      count: 1,
      place: { locationId: null, bin: '' },
      formatId: 'f1',
    });
  });

  it('names a batch by what the user did, not by what followed from it', () => {
    const product: Change = {
      entity: 'product',
      id: 'p1',
      op: 'put',
      action: 'product.add',
      data: { id: 'p1', name: 'Gevrey' },
    };
    const format: Change = {
      entity: 'format',
      id: 'f1',
      op: 'put',
      action: 'format.add',
      data: { id: 'f1', productId: 'p1' },
    };
    expect(summarizeBatch([product, format, bottle('a', 'bottle.add', {}), count])).toEqual({
      kind: 'products-added',
      count: 1,
      productId: 'p1',
      name: 'Gevrey',
    });
    const color: Change = {
      entity: 'color',
      id: 'c1',
      op: 'put',
      action: 'color.rename',
      data: { id: 'c1', name: 'Ruby' },
    };
    const recolor = { ...product, action: 'product.recolor' };
    expect(summarizeBatch([color, recolor])).toEqual({ kind: 'colors', count: 1, name: 'Ruby' });
  });

  it('names an import and its undo by their wines and bottles, not by the colors and places they bring', () => {
    const put = (entity: Change['entity'], action: string, data: object): Change => ({
      entity,
      id: `${entity}1`,
      op: 'put',
      action,
      data: { id: `${entity}1`, ...data },
    });
    const gone = (entity: Change['entity'], action: string): Change => ({
      entity,
      id: `${entity}1`,
      op: 'delete',
      action,
      data: null,
    });
    const imported = [
      put('color', 'color.add', { name: 'Orange' }),
      put('location', 'location.add', { name: 'Cave 2' }),
      put('product', 'product.add', { name: 'Gevrey' }),
      put('format', 'format.add', { productId: 'product1' }),
      bottle('a', 'bottle.add', {}),
    ];
    expect(summarizeBatch(imported)).toMatchObject({ kind: 'products-added', count: 1 });
    const bottlesOnly = [
      put('location', 'location.add', { name: 'Cave 2' }),
      bottle('a', 'bottle.add', {}),
    ];
    expect(summarizeBatch(bottlesOnly)).toMatchObject({ kind: 'bottles-added', count: 1 });
    const undone = [
      bottle('a', 'bottle.remove', {}, 'delete'),
      gone('format', 'format.remove'),
      gone('product', 'product.remove'),
      gone('color', 'color.remove'),
      gone('location', 'location.remove'),
    ];
    expect(summarizeBatch(undone)).toMatchObject({ kind: 'products-removed', count: 1 });
    expect(summarizeBatch([gone('color', 'color.remove')])).toMatchObject({ kind: 'colors' });
  });

  it('names the guest menu link and the report settings as their own kinds', () => {
    const change = (entity: Change['entity'], action: string): Change => ({
      entity,
      id: 'r1',
      op: 'put',
      action,
      data: {},
    });
    for (const action of ['publish', 'new-link', 'unpublish', 'options']) {
      expect(summarizeBatch([change('guest-link', `guest-link.${action}`)])).toMatchObject({
        kind: 'guest-link',
      });
    }
    expect(summarizeBatch([change('report', 'report.settings')])).toMatchObject({
      kind: 'settings',
    });
  });

  it('counts removals without a place, and unknown actions as other', () => {
    const removed = ['a', 'b'].map((id) => bottle(id, 'bottle.remove', {}, 'delete'));
    expect(summarizeBatch(removed)).toEqual({ kind: 'bottles-removed', count: 2, formatId: 'f1' });
    expect(
      summarizeBatch([{ entity: 'restaurant', id: 'r', op: 'put', action: 'x.y', data: null }]),
    ).toMatchObject({ kind: 'other', count: 1 });
  });

  it('names the reason the removed bottles all left for, and none when they differ or had none', () => {
    const removal = (id: string, reason: string) =>
      bottle(id, 'bottle.remove', { reason }, 'delete');
    expect(summarizeBatch([removal('a', 'broken'), removal('b', 'broken')])).toEqual({
      kind: 'bottles-removed',
      count: 2,
      formatId: 'f1',
      reason: 'broken',
    });
    expect(summarizeBatch([removal('a', 'broken'), removal('b', 'sold')])).not.toHaveProperty(
      'reason',
    );
    expect(summarizeBatch([removal('a', 'stolen')])).not.toHaveProperty('reason');
  });

  it('names a stock count scan, and an Apply that removes and moves bottles, as a stock count', () => {
    const scan: Change = {
      entity: 'stocktake',
      id: 's1',
      op: 'put',
      action: 'stocktake.scan',
      data: { stocktakeId: 's1', code: 'a' },
    };
    expect(summarizeBatch([scan])).toEqual({ kind: 'stocktake-scans', count: 1 });
    const apply = { ...scan, action: 'stocktake.apply', data: { id: 's1', status: 'applied' } };
    const lost = bottle('a', 'bottle.remove', { reason: 'lost-in-count' }, 'delete');
    // Named as the count it settles, with how many bottles it removed and moved.
    expect(summarizeBatch([lost, bottle('b', 'bottle.move', {}), apply])).toEqual({
      kind: 'stocktakes',
      count: 1,
      removed: 1,
      moved: 1,
    });
  });

  it('names par levels set as their own kind, not a profile edit', () => {
    const par = (id: string): Change => ({
      entity: 'report',
      id,
      op: 'put',
      action: 'format.par',
      data: { formatId: id, par: 6 },
    });
    expect(summarizeBatch([par('f1'), par('f2')])).toEqual({ kind: 'par-levels', count: 2 });
  });
});

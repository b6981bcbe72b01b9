import { describe, expect, it } from 'vitest';
import { fieldEdits } from './activity-edits.js';
import { summarizeBatch } from './activity-kinds.js';
import { withoutCosts } from './cost-view.js';
import type { Change } from './live.js';

const format = {
  id: 'f1',
  productId: 'p1',
  vintage: '2015',
  bottleSize: 750,
  cost: 30,
  price: 45,
  tastingNotes: '',
  isPrivateImport: false,
  showOnMenu: true,
};

describe('fieldEdits', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(fieldEdits('format', format, { ...format, price: 48, showOnMenu: false })).toEqual({
      price: { from: 45, to: 48 },
      showOnMenu: { from: true, to: false },
    });
    expect(fieldEdits('format', format, { ...format })).toBeUndefined();
    expect(fieldEdits('location', { name: 'A' }, { name: 'B' })).toBeUndefined();
  });

  it('names a sub-category within its category, a blend as its parts, long text in a line', () => {
    const product = { mainCategory: 'cat_wine', subCategory: 'subcat_still', varieties: [] };
    const edits = fieldEdits('product', product, {
      ...product,
      subCategory: 'subcat_sparkling',
      varieties: [{ name: 'Chardonnay', pct: 100 }],
    });
    expect(edits).toEqual({
      category: { from: 'cat_wine/subcat_still', to: 'cat_wine/subcat_sparkling' },
      varieties: { from: [], to: [{ name: 'Chardonnay', pct: 100 }] },
    });
    const notes = fieldEdits('format', format, { ...format, tastingNotes: 'x'.repeat(500) });
    expect(String(notes?.tastingNotes?.to)).toHaveLength(80);
  });

  it('is taken out of an answer without costs when it is a cost', () => {
    const edits = fieldEdits('format', format, { ...format, cost: 32, price: 48 });
    expect(withoutCosts({ entries: [{ edits }] })).toEqual({
      entries: [{ edits: { price: { from: 45, to: 48 } } }],
    });
  });
});

describe('summarizeBatch, with what an edit started from', () => {
  const edit: Change = {
    entity: 'format',
    id: 'f1',
    op: 'put',
    action: 'format.update',
    data: { ...format, price: 48 },
  };

  it('keeps the edits of the one entity edited, and none without its before', () => {
    expect(summarizeBatch([edit], new Map([[edit, format]]))).toMatchObject({
      kind: 'products-edited',
      edits: { price: { from: 45, to: 48 } },
    });
    expect(summarizeBatch([edit]).edits).toBeUndefined();
  });

  it("counts what a stock count's Apply removed and moved", () => {
    const bottle = (action: string, id: string): Change => ({
      entity: 'bottle',
      id,
      op: action === 'bottle.remove' ? 'delete' : 'put',
      action,
      data: { id, formatId: 'f1', locationId: 'l1', bin: '' },
    });
    const apply: Change = {
      entity: 'stocktake',
      id: 's1',
      op: 'put',
      action: 'stocktake.apply',
      data: {},
    };
    expect(
      summarizeBatch([bottle('bottle.remove', 'a'), bottle('bottle.move', 'b'), apply]),
    ).toMatchObject({ kind: 'stocktakes', removed: 1, moved: 1 });
    const onlyMoves = summarizeBatch([bottle('bottle.move', 'b'), apply]);
    expect(onlyMoves).toMatchObject({ kind: 'stocktakes', moved: 1 });
    expect(onlyMoves.removed).toBeUndefined();
    expect(summarizeBatch([{ ...apply, action: 'stocktake.start' }]).moved).toBeUndefined();
  });
});

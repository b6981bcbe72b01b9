import { describe, expect, it } from 'vitest';
import type { Bottle } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { checkLedger, emptyLedger, type Ledger, totalViolations } from './ledger.js';

const bottle = (id: string, locationId: string | null, bin = ''): Bottle => ({
  id,
  formatId: 'F1',
  locationId,
  bin,
  notes: '',
  addedDate: '2025-01-01T00:00:00.000Z',
});

function snapshot(revision: number, bottles: Bottle[], locations = ['L1', 'L2']): Snapshot {
  return {
    revision,
    restaurant: {
      id: 'R',
      name: 'Bistro',
      currency: 'EUR',
      colors: [],
      locations: locations.map((id) => ({ id, name: `Room ${id}`, bins: ['A'] })),
      categories: [{ key: 'cat_wine', en: 'Wine', fr: 'Vin', position: 0, subcategories: [] }],
      listings: [],
    },
    products: [],
    formats: [],
    bottles,
  };
}

/** Client 0 moved CC0-1 to L2/A (acknowledged) and removed CC0-2; L1 kept its name. */
function ledger(): Ledger {
  const result = emptyLedger(
    snapshot(10, [bottle('CC0-1', 'L1'), bottle('CC0-2', 'L1')]),
    1,
    'cat_wine',
  );
  result.owned[0]?.set('CC0-1', { formatId: 'F1', locationId: 'L2', bin: 'A' });
  result.removed.add('CC0-2');
  result.ownLocations = [{ id: 'L1', name: 'Room L1' }];
  result.acknowledgedWrites = 2;
  return result;
}

describe('the concurrency checker', () => {
  it('accepts a final state that matches what was acknowledged', () => {
    expect(checkLedger(ledger(), snapshot(12, [bottle('CC0-1', 'L2', 'A')])).examples).toEqual([]);
  });

  it('names a lost move, a resurrected remove, a phantom and a duplicate', () => {
    const result = checkLedger(
      ledger(),
      snapshot(12, [
        bottle('CC0-1', 'L1'),
        bottle('CC0-2', 'L1'),
        bottle('X', null),
        bottle('X', null),
      ]),
    );
    expect(result.violations).toMatchObject({
      lostUpdates: 1,
      resurrectedRemoves: 1,
      phantomBottles: 1,
      duplicateBottles: 1,
    });
  });

  it('names a bottle in a deleted location, a lost rename and a revision with no acknowledgement', () => {
    const result = checkLedger(ledger(), snapshot(13, [bottle('CC0-1', 'L2', 'A')], ['L2']));
    expect(result.violations).toMatchObject({ wrongLocationNames: 1, lostOrPhantomCommits: 1 });
    const gone = checkLedger(ledger(), snapshot(12, [bottle('CC0-1', 'L2', 'A')], ['L1']));
    expect(gone.violations.bottlesInDeletedLocation).toBe(1);
  });

  it('names a contested id acknowledged twice and a shared sub-category out of balance', () => {
    const twice = ledger();
    const placed = { formatId: 'F1', locationId: 'L1', bin: '' };
    twice.contested.set('CX-1', [placed, placed]);
    twice.sharedSubcategories.set('subcat_shared_0', { adds: 2, removes: 0 });
    twice.acknowledgedWrites = 5;
    const result = checkLedger(
      twice,
      snapshot(15, [bottle('CC0-1', 'L2', 'A'), bottle('CX-1', 'L1')]),
    );
    expect(result.violations).toMatchObject({
      contestedIdsCreatedTwice: 1,
      subcategoryMismatches: 1,
    });
    expect(totalViolations(result)).toBe(2);
  });

  it('names two acknowledged renames of the hall from the same name', () => {
    const renamed = ledger();
    renamed.hall = {
      id: 'L2',
      initialName: 'Hall',
      renames: [
        { from: 'Hall', name: 'Hall a' },
        { from: 'Hall', name: 'Room L2' },
      ],
    };
    renamed.acknowledgedWrites = 4;
    const result = checkLedger(renamed, snapshot(14, [bottle('CC0-1', 'L2', 'A')]));
    expect(result.violations.lostUpdates).toBe(1);
    renamed.hall.renames = [
      { from: 'Hall', name: 'Hall a' },
      { from: 'Hall a', name: 'Room L2' },
    ];
    expect(checkLedger(renamed, snapshot(14, [bottle('CC0-1', 'L2', 'A')])).examples).toEqual([]);
  });
});

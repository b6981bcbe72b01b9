import { describe, expect, it } from 'vitest';
import type { Bottle } from '../../../domain/inventory.js';
import { bottleFactsFrom } from './bottle-facts.js';

function bottle(id: string, formatId: string, locationId: string | null = 'cellar'): Bottle {
  return { id, formatId, locationId, bin: '', notes: '', addedDate: '2025-01-01T00:00:00Z' };
}

const plain = (facts: ReturnType<typeof bottleFactsFrom>) => ({
  manualCount: facts.manualCount,
  unassignedCount: facts.unassignedCount,
  byFormat: Object.fromEntries(
    [...facts.byFormat].map(([id, list]) => [id, list.map((b) => b.id)]),
  ),
});

describe('bottleFactsFrom', () => {
  const before = new Map(
    [bottle('QR1', 'f1'), bottle('QR2', 'f1', null), bottle('MAN1', 'f2'), bottle('QR3', 'f3')].map(
      (b) => [b.id, b],
    ),
  );
  const first = bottleFactsFrom(before, null);

  it('patches moves, additions and removals to the same result as a full build', () => {
    const after = new Map(before);
    after.set('QR2', bottle('QR2', 'f2', 'bar')); // re-profiled and placed
    after.delete('QR3'); // removed: f3 has no bottles left
    after.set('MAN2', bottle('MAN2', 'f1', null)); // added
    const patched = bottleFactsFrom(after, { bottles: before, facts: first });
    expect(plain(patched)).toEqual(plain(bottleFactsFrom(after, null)));
    expect(patched.byFormat.has('f3')).toBe(false);
    expect(patched.manualCount).toBe(2);
    expect(patched.unassignedCount).toBe(1);
  });

  it('keeps the lists of untouched formats', () => {
    const after = new Map(before);
    after.set('QR3', bottle('QR3', 'f3', 'bar'));
    const patched = bottleFactsFrom(after, { bottles: before, facts: first });
    expect(patched.byFormat.get('f1')).toBe(first.byFormat.get('f1'));
    expect(patched.byFormat.get('f3')).not.toBe(first.byFormat.get('f3'));
  });
});

import { describe, expect, it } from 'vitest';
import { reconcileQuantities } from './quantity-reconcile.js';

const bottle = (id: string, addedAt: string, formatId = 'f1', bin = 'A1') => ({
  id,
  formatId,
  locationId: 'cave',
  bin,
  addedAt,
});

describe('manual bottles counted by quantity', () => {
  const candidates = [
    bottle('MAN3', '2026-01-01'),
    bottle('MAN1', '2026-01-02'),
    bottle('MAN2', '2026-01-02'),
    bottle('QR-9', '2026-01-01'),
  ];

  it('leaves missing, of a short count, the oldest manual bottles (then by id), and every bottle with a label', () => {
    const counted = [{ formatId: 'f1', locationId: 'cave', bin: 'A1', quantity: 1 }];
    const { missing, surplus } = reconcileQuantities(candidates, counted);
    expect(missing.map((b) => b.id).sort()).toEqual(['MAN1', 'MAN3', 'QR-9']);
    expect(surplus).toEqual([]);
  });

  it('reports a count beyond the candidates as surplus, and nothing missing', () => {
    const counted = [{ formatId: 'f1', locationId: 'cave', bin: 'A1', quantity: 5 }];
    const { missing, surplus } = reconcileQuantities(candidates, counted);
    expect(missing.map((b) => b.id)).toEqual(['QR-9']);
    expect(surplus).toEqual([{ formatId: 'f1', locationId: 'cave', bin: 'A1', count: 2 }]);
  });

  it('keeps the scans’ rule where nothing was counted by quantity, or in another place', () => {
    const counted = [
      { formatId: 'f1', locationId: 'cave', bin: 'A2', quantity: 2 },
      { formatId: 'f1', locationId: 'cave', bin: 'A1', quantity: null },
    ];
    const { missing, surplus } = reconcileQuantities(candidates, counted);
    expect(missing).toHaveLength(4);
    expect(surplus).toEqual([{ formatId: 'f1', locationId: 'cave', bin: 'A2', count: 2 }]);
  });
});

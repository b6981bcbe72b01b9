import { describe, expect, it } from 'vitest';
import { bottleInList } from './bottle-page.js';
import type { Bottle } from './inventory.js';

const bottle = (id: string, locationId: string | null, bin = ''): Bottle => ({
  id,
  formatId: 'f1',
  locationId,
  bin,
  notes: '',
  addedDate: '2026-11-01T00:00:00Z',
});

describe('which list a bottle belongs to', () => {
  it('matches every criterion given, as the server selects', () => {
    const inBin = bottle('QR-1', 'cellar', 'A1');
    expect(bottleInList({ format: 'f1' }, inBin)).toBe(true);
    expect(bottleInList({ format: 'f2' }, inBin)).toBe(false);
    expect(bottleInList({ location: 'cellar', bin: 'A1' }, inBin)).toBe(true);
    expect(bottleInList({ location: 'cellar', bin: '' }, inBin)).toBe(false);
    expect(bottleInList({ list: 'unassigned' }, inBin)).toBe(false);
    expect(bottleInList({ list: 'unassigned', format: 'f1' }, bottle('QR-2', null))).toBe(true);
  });

  it('counts any id starting with a capital M as a manual entry', () => {
    expect(bottleInList({ list: 'manual' }, bottle('MAN1700000000000-001', null))).toBe(true);
    expect(bottleInList({ list: 'manual' }, bottle('MQ-7', 'bar'))).toBe(true);
    expect(bottleInList({ list: 'manual' }, bottle('mq-7', 'bar'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChangeBatch } from './live.js';
import { batchInView, liveViewOf } from './live-view.js';

const batch: ChangeBatch = {
  revision: 12,
  at: '2026-11-29T08:00:00.000Z',
  actorId: 'u1',
  changes: [
    {
      entity: 'report',
      id: 'f1',
      op: 'put',
      action: 'format.par',
      data: { formatId: 'f1', par: 6 },
    },
    { entity: 'format', id: 'f1', op: 'put', action: 'format.edit', data: { id: 'f1', cost: 9 } },
    { entity: 'member', id: 'u2', op: 'put', action: 'member.join', data: { name: 'Ana' } },
  ],
};

describe('batchInView', () => {
  it('gives owners and managers the batch itself, one serialisation for both', () => {
    expect(batchInView(batch, liveViewOf('owner'))).toBe(batch);
    expect(liveViewOf('manager').key).toBe(liveViewOf('owner').key);
  });

  it('gives staff the same revision without the changes they may not read, nor costs', () => {
    const seen = batchInView(batch, liveViewOf('staff'));
    expect(seen).toEqual({
      ...batch,
      changes: [
        { entity: 'format', id: 'f1', op: 'put', action: 'format.edit', data: { id: 'f1' } },
      ],
    });
    expect(batch.changes).toHaveLength(3);
  });

  it('still sends a batch left with no change, so the tab counts its revision', () => {
    const teamOnly = { ...batch, changes: batch.changes.slice(2) };
    expect(batchInView(teamOnly, liveViewOf('staff'))).toEqual({ ...teamOnly, changes: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';
import type { FoundSession } from './session-repo.js';

function session(userId: string): FoundSession {
  return {
    sessionId: `session of ${userId}`,
    userId,
    restaurantId: 'r1',
    lastSeenAt: '2026-11-28T17:00:00.000Z',
    expiresAt: '2026-12-28T17:00:00.000Z',
    userDisabled: false,
    role: 'staff',
  };
}

describe('SessionCache', () => {
  it('answers a session kept less than its freshness ago, then reads it again', () => {
    const cache = new SessionCache(5_000);
    cache.keep('a', session('ana'), cache.readStarted(), 1_000);
    expect(cache.get('a', 5_999)?.userId).toBe('ana');
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.get('b', 1_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(5_000);
    for (const [id, user] of [
      ['a1', 'ana'],
      ['a2', 'ana'],
      ['b1', 'ben'],
    ] as const) {
      cache.keep(id, session(user), cache.readStarted(), 0);
    }
    cache.forgetSession('b1');
    expect(cache.get('b1', 1)).toBeUndefined();
    cache.keep('b1', session('ben'), cache.readStarted(), 0);
    cache.forgetUser('ana');
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)?.userId).toBe('ben');
    cache.clear();
    expect(cache.get('b1', 1)).toBeUndefined();
  });

  it('does not keep a read that began before a forget (it may hold the ended session)', () => {
    const cache = new SessionCache(5_000);
    const epoch = cache.readStarted();
    cache.forgetUser('ana'); // the role change commits while the request reads the old row
    cache.keep('a1', session('ana'), epoch, 0);
    expect(cache.get('a1', 1)).toBeUndefined();
    cache.keep('a1', session('ana'), cache.readStarted(), 0);
    expect(cache.get('a1', 1)?.userId).toBe('ana');
  });

  it('holds at most its bound, dropping the oldest read', () => {
    const cache = new SessionCache(5_000, 2);
    cache.keep('a', session('ana'), cache.readStarted(), 0);
    cache.keep('b', session('ben'), cache.readStarted(), 0);
    cache.keep('a', session('ana'), cache.readStarted(), 1); // read again: now the newest
    cache.keep('c', session('cem'), cache.readStarted(), 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)?.userId).toBe('ana');
    expect(cache.get('c', 3)?.userId).toBe('cem');
  });
});

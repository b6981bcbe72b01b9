import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseClient } from '../test/sse-client.js';
import {
  openTestDatabase,
  startTestServer,
  type TestServer,
  testDatabase,
} from '../test/test-server.js';
import { writeProbe } from '../test/write-probe.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LIVE_MAX_REPLAY: '20', LIVE_SWEEP_MS: '200' });
});
afterAll(async () => {
  await server.close();
});

async function snapshotRevision(client: {
  get(path: string): Promise<{ body: unknown }>;
}): Promise<number> {
  return ((await client.get('/api/snapshot')).body as { revision: number }).revision;
}

describe('live feed', () => {
  it('delivers every change after the snapshot, once and in order, even when commits race', async () => {
    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    const stream = await SseClient.open(owner.client, `?since=${since}`);
    expect(stream.status).toBe(200);

    const ids = await Promise.all(
      Array.from({ length: 30 }, () => writeProbe(server.services.writer, owner)),
    );
    await stream.until(
      (events) => events.filter((event) => event.event === 'changes').length >= 30,
    );
    const batches = stream.changeBatches();
    expect(batches.map((batch) => batch.revision)).toEqual(
      Array.from({ length: 30 }, (_, i) => since + i + 1),
    );
    expect(new Set(batches.map((batch) => batch.changes[0]?.id))).toEqual(new Set(ids));
    expect(await snapshotRevision(owner.client)).toBe(since + 30);
    stream.close();
  });

  it('replays exactly what a reconnecting tab missed (Last-Event-ID)', async () => {
    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    const first = await SseClient.open(owner.client, `?since=${since}`);
    await writeProbe(server.services.writer, owner);
    await writeProbe(server.services.writer, owner);
    await first.until((events) => events.filter((event) => event.event === 'changes').length >= 2);
    const lastId = first.events.filter((event) => event.event === 'changes').at(-1)?.id ?? '';
    first.close();

    const missed = [];
    for (let i = 0; i < 3; i++) missed.push(await writeProbe(server.services.writer, owner));
    const second = await SseClient.open(owner.client, `?since=${since}`, {
      'last-event-id': lastId,
    });
    const changesIn = (events: Array<{ event: string }>) =>
      events.filter((event) => event.event === 'changes');
    await second.until((events) => changesIn(events).length >= 3);
    await writeProbe(server.services.writer, owner);
    await second.until((events) => changesIn(events).length >= 4);
    const batches = second.changeBatches();
    expect(batches.map((batch) => batch.revision)).toEqual([
      since + 3,
      since + 4,
      since + 5,
      since + 6,
    ]);
    expect(batches.slice(0, 3).map((batch) => batch.changes[0]?.id)).toEqual(missed);
    second.close();
  });

  it('tells a tab that is too far behind, or ahead, to reload the snapshot', async () => {
    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    for (let i = 0; i < 21; i++) await writeProbe(server.services.writer, owner);
    const behind = await SseClient.open(owner.client, `?since=${since}`);
    await behind.until((events) => events.length >= 1);
    expect(behind.events[0]).toMatchObject({ event: 'reset', data: { revision: since + 21 } });
    await behind.untilEnded();

    const ahead = await SseClient.open(owner.client, `?since=${since + 1000}`);
    await ahead.until((events) => events.length >= 1);
    expect(ahead.events[0]?.event).toBe('reset');

    const noRevision = await SseClient.open(owner.client, '');
    await noRevision.until((events) => events.length >= 1);
    expect(noRevision.events[0]?.event).toBe('reset');
  });

  it("never sends a tab another restaurant's change", async () => {
    const restaurants = await Promise.all([server.signUp(), server.signUp(), server.signUp()]);
    const streams = await Promise.all(
      restaurants.map(async (owner) =>
        SseClient.open(owner.client, `?since=${await snapshotRevision(owner.client)}`),
      ),
    );
    const written = new Map<string, Set<string>>(
      restaurants.map((owner) => [owner.restaurantId, new Set()]),
    );
    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const owner = restaurants[i % restaurants.length];
        if (!owner) return;
        const id = await writeProbe(server.services.writer, owner);
        written.get(owner.restaurantId)?.add(id);
      }),
    );
    for (const [index, stream] of streams.entries()) {
      const owner = restaurants[index];
      if (!owner) continue;
      const own = written.get(owner.restaurantId) ?? new Set();
      await stream.until(
        (events) => events.filter((event) => event.event === 'changes').length >= own.size,
      );
      const received = stream
        .changeBatches()
        .flatMap((batch) => batch.changes.map((change) => change.id));
      expect(new Set(received)).toEqual(own);
      stream.close();
    }
  });

  it('refuses a visitor and closes the stream when the session ends', async () => {
    const visitor = await SseClient.open(server.client(), '?since=0');
    expect(visitor.status).toBe(401);

    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    const stream = await SseClient.open(owner.client, `?since=${since}`);
    await owner.client.post('/api/auth/logout');
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('signed-out');
  });

  it("closes a disabled user's open streams", async () => {
    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    const stream = await SseClient.open(owner.client, `?since=${since}`);
    await server.services.auth.disableUser(owner.email);
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('signed-out');
  });

  it('closes streams whose sessions were ended by another process (periodic check)', async () => {
    const owner = await server.signUp();
    const since = await snapshotRevision(owner.client);
    const stream = await SseClient.open(owner.client, `?since=${since}`);
    // What the user:disable CLI does from its own process: only the database changes.
    await server.services.db.kysely
      .deleteFrom('sessions')
      .where('user_id', '=', owner.userId)
      .execute();
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('signed-out');
  });
});

describe.runIf(testDatabase() === 'postgres')('two server processes on one PostgreSQL', () => {
  async function withTwoServers(
    run: (first: TestServer, second: TestServer) => Promise<void>,
  ): Promise<void> {
    const database = await openTestDatabase();
    const first = await startTestServer({}, database);
    const second = await startTestServer({}, database);
    try {
      await run(first, second);
    } finally {
      await first.close();
      await second.close();
      await database.dispose();
    }
  }

  it('delivers a change made through one instance to tabs connected to the other', () =>
    withTwoServers(async (first, second) => {
      const owner = await first.signUp();
      const other = await first.signUp();
      const since = await snapshotRevision(owner.client);
      const onFirst = await SseClient.open(owner.client, `?since=${since}`);
      const otherOnFirst = await SseClient.open(
        other.client,
        `?since=${await snapshotRevision(other.client)}`,
      );

      const secondClient = second.client();
      await secondClient.post('/api/auth/login', { email: owner.email, password: owner.password });
      const onSecond = await SseClient.open(secondClient, `?since=${since}`);

      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await writeProbe(second.services.writer, owner));
      const viaFirst = await writeProbe(first.services.writer, owner);

      for (const stream of [onFirst, onSecond]) {
        await stream.until(
          (events) => events.filter((event) => event.event === 'changes').length >= 6,
        );
        expect(stream.changeBatches().map((batch) => batch.changes[0]?.id)).toEqual([
          ...ids,
          viaFirst,
        ]);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(otherOnFirst.events).toEqual([]);

      // Logging out through one instance closes the tab connected to the other.
      await owner.client.post('/api/auth/logout');
      await secondClient.post('/api/auth/logout');
      await onFirst.untilEnded();
      await onSecond.untilEnded();
      otherOnFirst.close();
    }));

  // Each process keeps the sessions it read for a few seconds (SessionCache, 5 s); the other
  // process's notice is what makes a change apply within the 2 s looked at here.
  it("applies a role change or a removal made through one instance to the other's next request", () =>
    withTwoServers(async (first, second) => {
      const owner = await first.signUp();
      const member = await first.addMember(owner, 'manager');
      const onSecond = second.client();
      await onSecond.post('/api/auth/login', { email: member.email, password: member.password });
      expect((await onSecond.get('/api/team')).status).toBe(200);

      const demoted = await owner.client.patch(`/api/team/members/${member.userId}`, {
        role: 'staff',
      });
      expect(demoted.status).toBe(204);
      await expect
        .poll(async () => (await onSecond.get('/api/team')).status, { timeout: 2_000 })
        .toBe(403);
      expect((await onSecond.get('/api/first-cards')).status).toBe(200);

      expect((await owner.client.delete(`/api/team/members/${member.userId}`)).status).toBe(204);
      await expect
        .poll(async () => (await onSecond.get('/api/first-cards')).status, { timeout: 2_000 })
        .toBe(401);
    }));
});

describe('stream limits', () => {
  it('displaces the oldest stream of a session, then of a restaurant, beyond their limits', async () => {
    const limited = await startTestServer({
      LIVE_STREAMS_PER_SESSION: '3',
      LIVE_STREAMS_PER_RESTAURANT: '4',
    });
    const streams: SseClient[] = [];
    try {
      const owner = await limited.signUp();
      const since = await snapshotRevision(owner.client);
      const open = async (client = owner.client) => {
        const stream = await SseClient.open(client, `?since=${since}`);
        expect(stream.status).toBe(200);
        streams.push(stream);
        return stream;
      };
      const [first, second, third] = [await open(), await open(), await open()];
      const fourth = await open();
      // The session's fourth tab takes the place of its first.
      await first?.untilEnded();
      expect(first?.events.map((event) => event.event)).toContain('displaced');
      expect([second, third, fourth].some((stream) => stream?.isEnded)).toBe(false);

      // Another session of the same restaurant: the restaurant's fifth stream displaces its oldest.
      const other = limited.client();
      const login = await other.post('/api/auth/login', {
        email: owner.email,
        password: owner.password,
      });
      expect(login.status).toBe(200);
      await open(other);
      await open(other);
      await second?.untilEnded();
      expect(second?.events.map((event) => event.event)).toContain('displaced');
      expect(third?.isEnded).toBe(false);

      // Those left still receive every change.
      await writeProbe(limited.services.writer, owner);
      for (const stream of streams.filter((candidate) => !candidate.isEnded)) {
        await stream.until((events) => events.some((event) => event.event === 'changes'));
      }
    } finally {
      for (const stream of streams) stream.close();
      await limited.close();
    }
  });
});

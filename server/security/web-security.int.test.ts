import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../features/auth/index.js';
import { createInvites, inviteDigest } from '../features/invites/index.js';
import { digest } from '../http/secret-token.js';
import { SseClient } from '../test/sse-client.js';
import type { TestClient, TestResponse } from '../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';

/**
 * ASVS-style web security checks a client can make: cookie attributes over HTTP and behind a TLS
 * proxy, forwarded headers trusted only from that proxy, the sign-up limit, session lifetimes
 * (ages are written into the session rows: a test cannot wait a day), and invite codes that say
 * nothing about which codes exist. CSRF and security headers: server/http/api-conventions.int.test.ts;
 * login limits: server/features/auth/auth.int.test.ts.
 */

let server: TestServer;

beforeAll(async () => {
  // Ages are written into the session rows by hand, which a PostgreSQL process's cached session
  // would not see for SESSION_CACHE_MS (a real day of idling outlives it many times over).
  server = await startTestServer({ LIVE_SWEEP_MS: '100', SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await server.close();
});

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface CookieLine {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function sessionCookie(response: TestResponse): CookieLine {
  const lines = response.headers.getSetCookie().map((line): CookieLine => {
    const [pair = '', ...rest] = line.split(';');
    const separator = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [key = '', ...value] = attribute.trim().split('=');
      attributes.set(key.toLowerCase(), value.join('='));
    }
    return {
      name: pair.slice(0, separator).trim(),
      value: pair.slice(separator + 1).trim(),
      attributes,
    };
  });
  const cookie = lines.find((line) => line.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} in ${JSON.stringify(lines)}`);
  return cookie;
}

function errorOf(response: TestResponse): { code: string; message: string } {
  return (response.body as { error: { code: string; message: string } }).error;
}

const signupBody = (inviteCode: string, email = `${crypto.randomUUID()}@example.com`) => ({
  displayName: 'Ann Owner',
  restaurantName: `Chez ${crypto.randomUUID().slice(0, 8)}`,
  email,
  password: 'secret-enough',
  inviteCode,
});

function sessionIdOf(client: TestClient): string {
  const token = client.cookieHeader.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
  if (!token) throw new Error('the client holds no session');
  return digest(token);
}

async function sessionRow(id: string) {
  return server.services.db.kysely
    .selectFrom('sessions')
    .select(['id', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a session back in time, as if it had been idle or alive that long. */
async function ageSession(
  id: string,
  times: { lastSeenAt?: number; expiresAt?: number },
): Promise<void> {
  await server.services.db.kysely
    .updateTable('sessions')
    .set({
      ...(times.lastSeenAt === undefined
        ? {}
        : { last_seen_at: new Date(times.lastSeenAt).toISOString() }),
      ...(times.expiresAt === undefined
        ? {}
        : { expires_at: new Date(times.expiresAt).toISOString() }),
    })
    .where('id', '=', id)
    .execute();
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain HTTP (local use works)', async () => {
    const client = server.client();
    const before = Date.now();
    const signup = await client.post('/api/auth/signup', signupBody(await server.invite()));
    expect(signup.status).toBe(201);
    const cookie = sessionCookie(signup);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('domain')).toBe(false);
    // It lives as long as the session's absolute limit, no longer.
    const expires = Date.parse(cookie.attributes.get('expires') ?? '');
    const absolute = server.env.SESSION_ABSOLUTE_DAYS * DAY_MS;
    expect(expires).toBeGreaterThan(before + absolute - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + absolute + 1_000);

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    const cleared = sessionCookie(logout);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('path')).toBe('/');
    expect(cleared.attributes.has('secure')).toBe(false);
  });

  it('ignores a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const forged = { 'x-forwarded-proto': 'https' };
    const response = await server
      .client()
      .post('/api/auth/signup', signupBody(await server.invite()), forged);
    expect(response.status).toBe(201);
    expect(sessionCookie(response).attributes.has('secure')).toBe(false);
  });

  it('is Secure behind a TLS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https)', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const viaTls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' };
      const owner = proxied.client();
      const signup = await owner.post(
        '/api/auth/signup',
        signupBody(await proxied.invite()),
        viaTls,
      );
      expect(signup.status).toBe(201);
      const cookie = sessionCookie(signup);
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      const { email } = (signup.body as { user: { email: string } }).user;

      const login = await proxied
        .client()
        .post('/api/auth/login', { email, password: 'secret-enough' }, viaTls);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect(sessionCookie(login).attributes.has('secure')).toBe(true);

      const logout = await owner.post('/api/auth/logout', undefined, viaTls);
      expect(logout.status).toBe(204);
      expect(sessionCookie(logout).attributes.has('secure')).toBe(true);

      // The proxy's own word is its last entry: a client-sent "https" before the proxy's "http"
      // does not make a plain-HTTP cookie Secure (nor the other way round).
      const plain = await proxied.client().post(
        '/api/auth/login',
        { email, password: 'secret-enough' },
        {
          'x-forwarded-proto': 'https, http',
        },
      );
      expect(plain.status).toBe(200);
      expect(sessionCookie(plain).attributes.has('secure')).toBe(false);
    } finally {
      await proxied.close();
    }
  });
});

describe('the public origin', () => {
  it('accepts changes only from PUBLIC_ORIGIN, scheme included, whatever Host the request claims', async () => {
    const pinned = await startTestServer({ PUBLIC_ORIGIN: 'https://cellar.example' });
    try {
      const owner = await pinned.signUp();
      const from = (origin: string, host?: string) =>
        owner.client.post(
          '/api/locations',
          { name: `Cave ${origin} ${host ?? ''}` },
          {
            origin,
            ...(host ? { 'x-forwarded-host': host, host } : {}),
          },
        );
      expect((await from('http://cellar.example')).status).toBe(403);
      expect((await from('https://evil.example', 'evil.example')).status).toBe(403);
      expect((await from('https://cellar.example:8443')).status).toBe(403);
      expect((await from('https://cellar.example')).status).toBe(201);
    } finally {
      await pinned.close();
    }
  });
});

describe('the origin check without PUBLIC_ORIGIN', () => {
  const fromOrigin = (owner: SignedUp, origin: string, forwardedHost: string) =>
    owner.client.post(
      '/api/locations',
      { name: `Cave ${randomUUID().slice(0, 8)}` },
      { origin, 'x-forwarded-host': forwardedHost },
    );

  it('does not take X-Forwarded-Host for the host unless a proxy is trusted', async () => {
    const owner = await server.signUp();
    // A page elsewhere claiming, by a header anyone can send, to be where its request went.
    const forged = await fromOrigin(owner, 'http://evil.example', 'evil.example');
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { reason: 'cross-site-refused' } });
    const own = new URL(server.baseUrl).host;
    expect((await fromOrigin(owner, `http://${own}`, 'evil.example')).status).toBe(201);
  });

  it('takes the trusted proxy’s X-Forwarded-Host for the host', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const owner = await proxied.signUp();
      const viaProxy = await fromOrigin(owner, 'https://cellar.example', 'cellar.example');
      expect(viaProxy.status).toBe(201);
      expect((await fromOrigin(owner, 'https://evil.example', 'cellar.example')).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('caching and transport', () => {
  it('lets no cache keep a private answer, and lets the browser revalidate only its own snapshot', async () => {
    const owner = await server.signUp();
    for (const path of ['/api/session', '/api/snapshot', '/api/openapi.json', '/api/nowhere']) {
      const response = await owner.client.get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await server.client().get('/api/snapshot');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const snapshot = await owner.client.get('/api/snapshot/compact');
    expect(snapshot.headers.get('cache-control')).toBe('private, no-cache');
    expect(snapshot.headers.get('strict-transport-security')).toBeNull();
  });

  it('tells the browser to stay on https only when the request came over TLS', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const viaTls = await proxied.client().get('/api/health', { 'x-forwarded-proto': 'https' });
      expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const plain = await proxied.client().get('/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    const forged = await server.client().get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('client addresses behind the proxy', () => {
  it('counts sign-ups per address as the proxy saw it, whatever X-Forwarded-For the client invents', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_ADDRESS: '3' });
    try {
      // The proxy appends the address it saw; everything before it is the client's own text.
      const from = (real: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${real}` });
      for (let i = 0; i < 3; i++) {
        const attempt = await proxied
          .client()
          .post(
            '/api/auth/signup',
            signupBody('AAAA-BBBB-CCCC-DDDD'),
            from('198.51.100.7', `10.0.0.${i}`),
          );
        expect(attempt.status).toBe(403);
      }
      const code = await proxied.invite();
      const refused = await proxied
        .client()
        .post('/api/auth/signup', signupBody(code), from('198.51.100.7', '10.9.9.9'));
      expect(refused.status).toBe(429);
      expect(errorOf(refused).code).toBe('resource-exhausted');

      // Another real address has its own count: the limit is per client, not per proxy.
      const other = await proxied
        .client()
        .post('/api/auth/signup', signupBody(code), from('198.51.100.8', '10.9.9.9'));
      expect(other.status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    const direct = await startTestServer({ LOGIN_LIMIT_PER_ADDRESS: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        await direct
          .client()
          .post(
            '/api/auth/login',
            { email: `x${i}@example.com`, password: 'wrong' },
            { 'x-forwarded-for': `10.0.1.${i}` },
          );
      }
      const blocked = await direct
        .client()
        .post(
          '/api/auth/login',
          { email: 'y@example.com', password: 'wrong' },
          { 'x-forwarded-for': '10.0.1.99' },
        );
      expect(blocked.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('sign-up rate limit', () => {
  it('refuses sign-ups past the per-address limit with 429 and Retry-After, using no invite', async () => {
    const limited = await startTestServer({ SIGNUP_LIMIT_PER_ADDRESS: '3' });
    try {
      const first = await limited
        .client()
        .post('/api/auth/signup', signupBody(await limited.invite()));
      expect(first.status).toBe(201);
      for (let i = 0; i < 2; i++) {
        const failed = await limited
          .client()
          .post('/api/auth/signup', signupBody('AAAA-BBBB-CCCC-DDDD'));
        expect(failed.status).toBe(403);
      }
      const code = await limited.invite();
      const blocked = await limited.client().post('/api/auth/signup', signupBody(code));
      expect(blocked.status).toBe(429);
      expect(errorOf(blocked)).toMatchObject({
        code: 'resource-exhausted',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limited.env.RATE_LIMIT_WINDOW_SECONDS);
      // The refused attempt consumed nothing.
      const invite = await limited.services.db.kysely
        .selectFrom('invite_codes')
        .select('used_at')
        .where('code_hash', '=', inviteDigest(code))
        .executeTakeFirstOrThrow();
      expect(invite.used_at).toBeNull();
    } finally {
      await limited.close();
    }
  });
});

describe('session lifetime', () => {
  const idleMs = () => server.env.SESSION_IDLE_MINUTES * MINUTE_MS;

  it('ends a session idle longer than SESSION_IDLE_MINUTES, and deletes it', async () => {
    const owner = await server.signUp();
    const id = sessionIdOf(owner.client);
    expect((await owner.client.get('/api/snapshot')).status).toBe(200);
    await ageSession(id, { lastSeenAt: Date.now() - idleMs() - MINUTE_MS });

    const response = await owner.client.get('/api/snapshot');
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
    expect(await sessionRow(id)).toBeUndefined();
    expect((await owner.client.get('/api/session')).body).toEqual({ user: null });
  });

  it('ends a session at its absolute limit even while it is in use', async () => {
    const owner = await server.signUp();
    const id = sessionIdOf(owner.client);
    await ageSession(id, { lastSeenAt: Date.now(), expiresAt: Date.now() - 1_000 });

    expect((await owner.client.get('/api/snapshot')).status).toBe(401);
    expect(await sessionRow(id)).toBeUndefined();
    // Logging in again is the way back, with a new session.
    const login = await owner.client.post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    expect(sessionIdOf(owner.client)).not.toBe(id);
  });

  it('slides the idle window with activity, but never past the absolute limit', async () => {
    const owner = await server.signUp();
    const id = sessionIdOf(owner.client);
    const absolute = Date.now() + 60 * MINUTE_MS;
    // Twice in a row: almost idle, then used, and the window starts again each time.
    for (let i = 0; i < 2; i++) {
      await ageSession(id, {
        lastSeenAt: Date.now() - idleMs() + 5 * MINUTE_MS,
        expiresAt: absolute,
      });
      const before = Date.now();
      const response = await owner.client.get('/api/snapshot');
      expect(response.status).toBe(200);
      // No new cookie either: the browser's copy keeps the absolute expiry it was given.
      expect(response.headers.getSetCookie()).toEqual([]);
      const row = await sessionRow(id);
      expect(Date.parse(row?.last_seen_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(row?.expires_at ?? '')).toBe(absolute);
    }
    // Activity kept it alive; the absolute limit still ends it.
    await ageSession(id, { expiresAt: Date.now() - 1 });
    expect((await owner.client.get('/api/snapshot')).status).toBe(401);
  });

  it('clears a user’s dead sessions when they sign in again', async () => {
    const owner = await server.signUp();
    const stale = sessionIdOf(owner.client);
    await ageSession(stale, { lastSeenAt: Date.now() - idleMs() - MINUTE_MS });
    const other = server.client();
    await other.post('/api/auth/login', { email: owner.email, password: owner.password });
    // The stale session was never presented again, yet it is gone.
    expect(await sessionRow(stale)).toBeUndefined();
    expect(await sessionRow(sessionIdOf(other))).toBeDefined();
  });

  it('closes the live stream of a session that idles out or reaches its limit (sweep)', async () => {
    for (const expire of [
      (id: string) => ageSession(id, { lastSeenAt: Date.now() - idleMs() - MINUTE_MS }),
      (id: string) => ageSession(id, { expiresAt: Date.now() - 1 }),
    ]) {
      const owner = await server.signUp();
      const snapshot = (await owner.client.get('/api/snapshot')).body as { revision: number };
      const stream = await SseClient.open(owner.client, `?since=${snapshot.revision}`);
      expect(stream.status).toBe(200);
      await expire(sessionIdOf(owner.client));
      await stream.untilEnded(5_000);
      expect(stream.events.at(-1)?.event).toBe('signed-out');
      // And it cannot reconnect.
      const again = await SseClient.open(owner.client, `?since=${snapshot.revision}`);
      expect(again.status).toBe(401);
    }
  });
});

describe('invite codes', () => {
  it('answers unknown, expired, used and malformed codes identically, and writes nothing', async () => {
    const used = await server.invite();
    expect((await server.client().post('/api/auth/signup', signupBody(used))).status).toBe(201);
    const [expired] = await createInvites(
      server.services.db.kysely,
      1,
      30,
      new Date(Date.now() - 40 * DAY_MS),
    );
    const existing = await server.signUp();
    const countRows = async () => {
      const db = server.services.db.kysely;
      const [restaurants, users, invites] = await Promise.all([
        db
          .selectFrom('restaurants')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('invite_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('used_at', 'is not', null)
          .executeTakeFirstOrThrow(),
      ]);
      return [Number(restaurants.n), Number(users.n), Number(invites.n)];
    };
    const before = await countRows();

    const codes = {
      unknown: 'AAAA-BBBB-CCCC-DDDD',
      expired: expired ?? '',
      used,
      usedRetyped: used.toLowerCase().replaceAll('-', ' '),
      notACode: 'hello',
    };
    const answers: Array<{ status: number; body: unknown }> = [];
    for (const [kind, code] of Object.entries(codes)) {
      const response = await server.client().post('/api/auth/signup', signupBody(code));
      expect(response.status, kind).toBe(403);
      expect(response.headers.getSetCookie(), kind).toEqual([]);
      answers.push({ status: response.status, body: response.body });
      // With a taken email the answer is still about the code: the email is not revealed.
      const taken = await server
        .client()
        .post('/api/auth/signup', signupBody(code, existing.email));
      expect({ status: taken.status, body: taken.body }, kind).toEqual(answers[0]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(errorOf(answers[0] as TestResponse)).toEqual({
      code: 'permission-denied',
      reason: 'invalid-invite',
      message: 'Invalid or already used invite code.',
    });
    expect(await countRows()).toEqual(before);
  });

  it('accepts a valid code however it is typed, and stores only its digest', async () => {
    const code = await server.invite();
    const stored = await server.services.db.kysely.selectFrom('invite_codes').selectAll().execute();
    const dump = JSON.stringify(stored);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(code.replaceAll('-', ''));

    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    const response = await server.client().post('/api/auth/signup', signupBody(typed));
    expect(response.status).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../http/secret-token.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { SESSION_COOKIE } from './session-cookie.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function errorOf(body: unknown): { code: string; message: string } {
  return (body as { error: { code: string; message: string } }).error;
}

const signupBody = (inviteCode: string, email = `${crypto.randomUUID()}@example.com`) => ({
  displayName: 'Ann Owner',
  restaurantName: 'Chez Ann',
  email,
  password: 'secret1',
  inviteCode,
});

describe('sign-up', () => {
  it('creates the restaurant with its defaults, signs the user in and consumes the invite', async () => {
    const client = server.client();
    const code = await server.invite();
    const response = await client.post('/api/auth/signup', signupBody(code, 'Ann@Example.com'));
    expect(response.status).toBe(201);
    const { user } = response.body as { user: { email: string; restaurantName: string } };
    expect(user).toMatchObject({ email: 'ann@example.com', restaurantName: 'Chez Ann' });

    const setCookie = response.headers.getSetCookie().join(';');
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const snapshot = await client.get('/api/snapshot');
    expect(snapshot.status).toBe(200);
    const restaurant = (
      snapshot.body as {
        restaurant: {
          colors: { name: string }[];
          categories: { key: string; fr: string; subcategories: unknown[] }[];
        };
      }
    ).restaurant;
    expect(restaurant.colors.map((color) => color.name)).toEqual([
      'Red',
      'White',
      'Rosé',
      'Sparkling',
    ]);
    expect(restaurant.categories.map((category) => category.key)).toEqual([
      'cat_wine',
      'cat_whisky',
      'cat_beer',
      'cat_brandy_cognac',
      'cat_aperitif',
    ]);
    for (const category of restaurant.categories) {
      expect(category.fr).not.toBe('');
      expect(category.subcategories.length).toBeGreaterThan(0);
    }

    const reuse = await server.client().post('/api/auth/signup', signupBody(code));
    expect(reuse.status).toBe(403);
    expect(errorOf(reuse.body)).toEqual({
      code: 'permission-denied',
      reason: 'invalid-invite',
      message: 'Invalid or already used invite code.',
    });
  });

  it('refuses an unknown or expired invite and changes nothing', async () => {
    const unknown = await server
      .client()
      .post('/api/auth/signup', signupBody('AAAA-BBBB-CCCC-DDDD'));
    expect(unknown.status).toBe(403);
    expect(errorOf(unknown.body).message).toBe('Invalid or already used invite code.');

    const { createInvites } = await import('../invites/index.js');
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const [expired] = await createInvites(server.services.db.kysely, 1, 30, longAgo);
    const email = `${crypto.randomUUID()}@example.com`;
    const response = await server
      .client()
      .post('/api/auth/signup', signupBody(expired ?? '', email));
    expect(response.status).toBe(403);
    const login = await server.client().post('/api/auth/login', { email, password: 'secret1' });
    expect(login.status).toBe(401);
  });

  it('refuses an email that already has an account, keeping the invite usable', async () => {
    const first = await server.signUp();
    const code = await server.invite();
    const duplicate = await server
      .client()
      .post('/api/auth/signup', signupBody(code, first.email.toUpperCase()));
    expect(duplicate.status).toBe(409);
    expect(errorOf(duplicate.body)).toEqual({
      code: 'already-exists',
      reason: 'email-taken',
      message: 'An account with this email already exists.',
    });
    const retry = await server.client().post('/api/auth/signup', signupBody(code));
    expect(retry.status).toBe(201);
  });

  it('refuses a short password with the message of the form', async () => {
    const response = await server.client().post('/api/auth/signup', {
      ...signupBody(await server.invite()),
      password: '12345',
    });
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({
      code: 'invalid-argument',
      reason: 'password-too-short',
      message: 'password: Password must be at least 6 characters long.',
    });
  });

  it('lets exactly one of twenty concurrent sign-ups use one invite code', async () => {
    const code = await server.invite();
    const restaurantName = `Race ${crypto.randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.client().post('/api/auth/signup', { ...signupBody(code), restaurantName }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    // The losers' transactions left nothing behind.
    const restaurants = await server.services.db.kysely
      .selectFrom('restaurants')
      .select('id')
      .where('name', '=', restaurantName)
      .execute();
    expect(restaurants).toHaveLength(1);
  });
});

describe('login and logout', () => {
  it('logs in with the right password, with a new session each time', async () => {
    const owner = await server.signUp();
    const first = server.client();
    const second = server.client();
    expect(
      (await first.post('/api/auth/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
    expect(
      (
        await second.post('/api/auth/login', {
          email: owner.email.toUpperCase(),
          password: owner.password,
        })
      ).status,
    ).toBe(200);
    expect(first.cookieHeader).not.toBe(second.cookieHeader);
    const session = await first.get('/api/session');
    expect(session.body).toMatchObject({
      user: { email: owner.email, restaurantId: owner.restaurantId },
    });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const owner = await server.signUp();
    const wrong = await server
      .client()
      .post('/api/auth/login', { email: owner.email, password: 'wrong password' });
    const unknown = await server
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(errorOf(response.body)).toEqual({
        code: 'unauthenticated',
        reason: 'invalid-login',
        message: 'Invalid email or password.',
      });
    }
  });

  it('stores only a digest of the session token, and logout kills the session', async () => {
    const owner = await server.signUp();
    const token = owner.client.cookieHeader.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = await server.services.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(stored.map((row) => row.id)).toEqual([digest(token)]);

    const stolenCopy = server.client();
    const cookie = owner.client.cookieHeader;
    expect((await owner.client.post('/api/auth/logout')).status).toBe(204);
    expect((await owner.client.get('/api/snapshot')).status).toBe(401);
    const replay = await stolenCopy.get('/api/snapshot', { cookie });
    expect(replay.status).toBe(401);
    expect(errorOf(replay.body).code).toBe('unauthenticated');
    expect((await owner.client.get('/api/session')).body).toEqual({ user: null });
  });

  it('kills every session of a disabled user at once', async () => {
    const owner = await server.signUp();
    const other = server.client();
    await other.post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(await server.services.auth.disableUser(owner.email)).toBe(true);
    expect((await owner.client.get('/api/snapshot')).status).toBe(401);
    expect((await other.get('/api/snapshot')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(login.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('locks out the address that guesses, not the owner signing in from elsewhere', async () => {
    const limited = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '3', TRUST_PROXY: 'true' });
    try {
      const owner = await limited.signUp();
      const guesser = { 'x-forwarded-for': '198.51.100.7' };
      for (let i = 0; i < 3; i++) {
        const wrong = await limited
          .client()
          .post('/api/auth/login', { email: owner.email, password: 'wrong' }, guesser);
        expect(wrong.status).toBe(401);
      }
      const stillGuessing = await limited
        .client()
        .post('/api/auth/login', { email: owner.email, password: owner.password }, guesser);
      expect(stillGuessing.status).toBe(429);
      const fromTheRestaurant = await limited
        .client()
        .post(
          '/api/auth/login',
          { email: owner.email, password: owner.password },
          { 'x-forwarded-for': '203.0.113.20' },
        );
      expect(fromTheRestaurant.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets the team behind one router in after someone there guessed and sprayed accounts', async () => {
    const limited = await startTestServer({
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_ADDRESS: '5',
      TRUST_PROXY: 'true',
    });
    try {
      const router = { 'x-forwarded-for': '203.0.113.20' };
      const login = (email: string, password: string, from = router) =>
        limited.client().post('/api/auth/login', { email, password }, from);
      const owner = await limited.signUp();
      const colleague = await limited.addMember(owner, 'staff');
      // The colleague signs in at the restaurant as on every shift.
      expect((await login(colleague.email, colleague.password)).status).toBe(200);

      // Someone on the restaurant's Wi-Fi guesses the owner's password, then tries other accounts.
      for (let i = 0; i < 3; i++) expect((await login(owner.email, 'wrong')).status).toBe(401);
      expect((await login(owner.email, owner.password)).status).toBe(429);
      for (let i = 0; i < 2; i++) {
        expect((await login(`sprayed${i}@example.com`, 'wrong')).status).toBe(401);
      }
      const sprayed = await login('sprayed9@example.com', 'wrong');
      expect(sprayed.status).toBe(429);
      expect(sprayed.headers.get('retry-after')).toMatch(/^\d+$/);

      // The colleague, behind the same router, with the right password, is let in.
      expect((await login(colleague.email, colleague.password)).status).toBe(200);
      // The owner is locked out only from there.
      const elsewhere = { 'x-forwarded-for': '198.51.100.30' };
      expect((await login(owner.email, owner.password, elsewhere)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('accepts a password typed composed or decomposed, whichever way it was chosen', async () => {
    const composed = 'crème brûlée';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const signup = await server.client().post('/api/auth/signup', {
      displayName: 'Chef',
      restaurantName: 'Le Décomposé',
      email: `nfc-${Date.now()}@example.com`,
      password: decomposed,
      inviteCode: await server.invite(),
    });
    expect(signup.status).toBe(201);
    const { email } = (signup.body as { user: { email: string } }).user;
    for (const password of [composed, decomposed]) {
      const login = await server.client().post('/api/auth/login', { email, password });
      expect(login.status, password === composed ? 'NFC' : 'NFD').toBe(200);
    }
  });

  it('limits failed logins per account and per address with 429', async () => {
    const limited = await startTestServer({
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      // Failed logins count, not refused ones: 3 on the owner, then 4 on other accounts.
      LOGIN_LIMIT_PER_ADDRESS: '7',
    });
    try {
      const owner = await limited.signUp();
      for (let i = 0; i < 3; i++) {
        const response = await limited
          .client()
          .post('/api/auth/login', { email: owner.email, password: 'wrong' });
        expect(response.status).toBe(401);
      }
      const blocked = await limited
        .client()
        .post('/api/auth/login', { email: owner.email, password: owner.password });
      expect(blocked.status).toBe(429);
      expect(errorOf(blocked.body).code).toBe('resource-exhausted');

      for (let i = 0; i < 4; i++) {
        await limited
          .client()
          .post('/api/auth/login', { email: `x${i}@example.com`, password: 'wrong' });
      }
      const byAddress = await limited
        .client()
        .post('/api/auth/login', { email: 'fresh@example.com', password: 'x' });
      expect(byAddress.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/permissions.js';
import type { CreatedInvite, TeamResponse } from '../../../domain/team.js';
import { digest } from '../../http/secret-token.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

async function invite(member: SignedUp, role: Role): Promise<CreatedInvite> {
  const response = await member.client.post('/api/team/invites', { role });
  expect(response.status).toBe(201);
  return response.body as CreatedInvite;
}

async function team(member: SignedUp): Promise<TeamResponse> {
  const response = await member.client.get('/api/team');
  expect(response.status).toBe(200);
  return response.body as TeamResponse;
}

const joinBody = (email = `${randomUUID()}@example.com`) => ({
  displayName: 'Ana Martin',
  email,
  password: 'secret1',
});

async function snapshotRevision(client: TestClient): Promise<number> {
  const response = await client.get('/api/snapshot');
  return (response.body as { revision: number }).revision;
}

describe('invites', () => {
  it('lets an owner invite every role and a manager only staff; staff see no team', async () => {
    const owner = await server.signUp();
    for (const role of ['owner', 'manager', 'staff'] as const) {
      const { invite: made, code } = await invite(owner, role);
      expect(made).toMatchObject({ role, createdBy: 'Sam Sommelier' });
      // 256 random bits, base64url: at least the 128 the brief asks.
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 86_400_000;
      expect(days).toBe(7);
    }
    const manager = await server.addMember(owner, 'manager');
    for (const role of ['owner', 'manager'] as const) {
      const refused = await manager.client.post('/api/team/invites', { role });
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
    await invite(manager, 'staff');

    const staff = await server.addMember(owner, 'staff');
    for (const [method, path] of [
      ['GET', '/api/team'],
      ['POST', '/api/team/invites'],
    ] as const) {
      const body = method === 'POST' ? { role: 'staff' } : undefined;
      const refused = await staff.client.request(method, path, body);
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
  });

  it('keeps only the digest of the code', async () => {
    const owner = await server.signUp();
    const { invite: made, code } = await invite(owner, 'staff');
    const row = await server.services.db.kysely
      .selectFrom('team_invites')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(digest(code));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('lists members with their last activity, and only pending invites', async () => {
    const owner = await server.signUp({ displayName: 'Olga Owner' });
    const staff = await server.addMember(owner, 'staff');
    const removed = await server.addMember(owner, 'staff');
    expect((await owner.client.delete(`/api/team/members/${removed.userId}`)).status).toBe(204);

    const pending = await invite(owner, 'manager');
    const used = await invite(owner, 'staff');
    expect((await server.client().post(`/api/join/${used.code}`, joinBody())).status).toBe(201);
    const revoked = await invite(owner, 'staff');
    expect((await owner.client.delete(`/api/team/invites/${revoked.invite.id}`)).status).toBe(204);
    const expired = await invite(owner, 'staff');
    await server.services.db.kysely
      .updateTable('team_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.invite.id)
      .execute();

    const listed = await team(owner);
    expect(listed.invites.map((i) => i.id)).toEqual([pending.invite.id]);
    expect(listed.invites[0]).toMatchObject({ role: 'manager', createdBy: 'Olga Owner' });
    const ids = listed.members.map((member) => member.userId);
    expect(ids).toContain(owner.userId);
    expect(ids).toContain(staff.userId);
    expect(ids).not.toContain(removed.userId);
    expect(listed.members).toHaveLength(3);
    const staffRow = listed.members.find((member) => member.userId === staff.userId);
    expect(staffRow).toMatchObject({ email: staff.email, role: 'staff' });
    expect(Date.parse(staffRow?.lastActiveAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Without any session, no last activity.
    await staff.client.post('/api/auth/logout');
    const after = await team(owner);
    expect(after.members.find((m) => m.userId === staff.userId)?.lastActiveAt).toBeNull();

    // Another restaurant sees none of it.
    const other = await team(await server.signUp());
    expect(other.members).toHaveLength(1);
    expect(other.invites).toEqual([]);
  });

  it('revokes within the roles one manages; a foreign or unknown invite is not found', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const forManager = await invite(owner, 'manager');
    const refused = await manager.client.delete(`/api/team/invites/${forManager.invite.id}`);
    expect(refused.status).toBe(403);
    expect(reasonOf(refused.body)).toBe('permission-denied');

    const forStaff = await invite(owner, 'staff');
    const stranger = await server.signUp();
    expect((await stranger.client.delete(`/api/team/invites/${forStaff.invite.id}`)).status).toBe(
      404,
    );
    expect((await owner.client.delete(`/api/team/invites/${randomUUID()}`)).status).toBe(404);

    expect((await manager.client.delete(`/api/team/invites/${forStaff.invite.id}`)).status).toBe(
      204,
    );
    // Revoked: the link no longer works, and revoking again finds nothing.
    expect((await server.client().get(`/api/join/${forStaff.code}`)).status).toBe(403);
    expect((await owner.client.delete(`/api/team/invites/${forStaff.invite.id}`)).status).toBe(404);
  });
});

describe('joining', () => {
  it('shows the restaurant and role, then signs the new member in with that role', async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Lucie' });
    const { code } = await invite(owner, 'staff');
    const visitor = server.client();
    const info = await visitor.get(`/api/join/${code}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ restaurantName: 'Chez Lucie', role: 'staff' });

    const joined = await visitor.post(`/api/join/${code}`, joinBody('Ana@Example.com'));
    expect(joined.status).toBe(201);
    expect((joined.body as { user: unknown }).user).toMatchObject({
      displayName: 'Ana Martin',
      email: 'ana@example.com',
      restaurantId: owner.restaurantId,
      restaurantName: 'Chez Lucie',
      role: 'staff',
    });
    const session = await visitor.get('/api/session');
    expect((session.body as { user: { role: string } }).user.role).toBe('staff');
    expect((await visitor.get('/api/snapshot')).status).toBe(200);
    // The new member signs in again with what they chose.
    const again = await server
      .client()
      .post('/api/auth/login', { email: 'ana@example.com', password: 'secret1' });
    expect(again.status).toBe(200);
  });

  it('refuses a used, expired, revoked or unknown link with invalid-invite', async () => {
    const owner = await server.signUp();
    const used = await invite(owner, 'staff');
    expect((await server.client().post(`/api/join/${used.code}`, joinBody())).status).toBe(201);
    const expired = await invite(owner, 'staff');
    await server.services.db.kysely
      .updateTable('team_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.invite.id)
      .execute();
    const revoked = await invite(owner, 'staff');
    await owner.client.delete(`/api/team/invites/${revoked.invite.id}`);

    for (const code of [used.code, expired.code, revoked.code, 'no-such-code']) {
      const info = await server.client().get(`/api/join/${code}`);
      expect(info.status, code).toBe(403);
      expect(reasonOf(info.body)).toBe('invalid-invite');
      const join = await server.client().post(`/api/join/${code}`, joinBody());
      expect(join.status, code).toBe(403);
      expect(reasonOf(join.body)).toBe('invalid-invite');
    }
  });

  it('refuses a taken email with email-taken and leaves the invite usable', async () => {
    const owner = await server.signUp();
    const { code } = await invite(owner, 'staff');
    const taken = await server.client().post(`/api/join/${code}`, joinBody(owner.email));
    expect(taken.status).toBe(409);
    expect(reasonOf(taken.body)).toBe('email-taken');
    expect((await server.client().get(`/api/join/${code}`)).status).toBe(200);
    expect((await server.client().post(`/api/join/${code}`, joinBody())).status).toBe(201);
  });

  it('checks the fields as sign-up does', async () => {
    const owner = await server.signUp();
    const { code } = await invite(owner, 'staff');
    const short = await server.client().post(`/api/join/${code}`, {
      ...joinBody(),
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(reasonOf(short.body)).toBe('password-too-short');
    const noName = await server.client().post(`/api/join/${code}`, {
      ...joinBody(),
      displayName: '  ',
    });
    expect(reasonOf(noName.body)).toBe('field-required');
    expect((await server.client().get(`/api/join/${code}`)).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent joins with one link in', async () => {
    const owner = await server.signUp();
    const { code } = await invite(owner, 'staff');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.client().post(`/api/join/${code}`, joinBody())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    expect((await team(owner)).members).toHaveLength(2);
  });

  it('signs a visitor out of the account they were signed in to', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const { code } = await invite(owner, 'staff');
    const oldCookie = other.client.cookieHeader;
    expect((await other.client.post(`/api/join/${code}`, joinBody())).status).toBe(201);
    const session = await other.client.get('/api/session');
    expect((session.body as { user: { restaurantId: string } }).user.restaurantId).toBe(
      owner.restaurantId,
    );
    const stale = await server.client().get('/api/snapshot', { cookie: oldCookie });
    expect(stale.status).toBe(401);
  });

  it('is rate-limited by address like sign-up', async () => {
    const limited = await startTestServer({ SIGNUP_LIMIT_PER_ADDRESS: '2' });
    try {
      const owner = await limited.signUp();
      const { code } = (await owner.client.post('/api/team/invites', { role: 'staff' }))
        .body as CreatedInvite;
      await limited.client().post(`/api/join/${code}`, joinBody());
      const third = await limited.client().post(`/api/join/${code}`, joinBody());
      expect(third.status).toBe(429);
      expect(reasonOf(third.body)).toBe('too-many-attempts');
    } finally {
      await limited.close();
    }
  });
});

describe('managing members', () => {
  it('changes a role within the roles both sides allow, and tells their open tabs', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    const otherManager = await server.addMember(owner, 'manager');

    // A manager manages staff only: not to manager, not a manager, not an owner.
    for (const [target, role] of [
      [staff, 'manager'],
      [otherManager, 'staff'],
      [owner, 'staff'],
    ] as const) {
      const refused = await manager.client.patch(`/api/team/members/${target.userId}`, { role });
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }

    const stream = await SseClient.open(
      otherManager.client,
      `?since=${await snapshotRevision(otherManager.client)}`,
    );
    expect(
      (await owner.client.patch(`/api/team/members/${otherManager.userId}`, { role: 'staff' }))
        .status,
    ).toBe(204);
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('role-changed');
    // Same session, new role: the next request is a staff member's.
    expect((await otherManager.client.get('/api/team')).status).toBe(403);

    expect(
      (await manager.client.patch(`/api/team/members/${otherManager.userId}`, { role: 'staff' }))
        .status,
    ).toBe(204);
    const roles = Object.fromEntries((await team(owner)).members.map((m) => [m.userId, m.role]));
    expect(roles[otherManager.userId]).toBe('staff');
    expect(roles[staff.userId]).toBe('staff');
  });

  it('never demotes or removes the last owner, but a second owner may go', async () => {
    const owner = await server.signUp();
    for (const [method, body] of [
      ['PATCH', { role: 'manager' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await owner.client.request(method, `/api/team/members/${owner.userId}`, body);
      expect(refused.status).toBe(409);
      expect(reasonOf(refused.body)).toBe('last-owner');
    }
    const second = await server.addMember(owner, 'owner');
    expect(
      (await second.client.patch(`/api/team/members/${owner.userId}`, { role: 'manager' })).status,
    ).toBe(204);
    const refused = await second.client.delete(`/api/team/members/${second.userId}`);
    expect(reasonOf(refused.body)).toBe('last-owner');
  });

  it('keeps an owner when two owners demote each other at once', async () => {
    const owner = await server.signUp();
    const second = await server.addMember(owner, 'owner');
    const answers = await Promise.all([
      owner.client.patch(`/api/team/members/${second.userId}`, { role: 'staff' }),
      second.client.patch(`/api/team/members/${owner.userId}`, { role: 'staff' }),
    ]);
    // The other one is refused: as the last owner (409), or already as staff (403).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const owners = await server.services.db.kysely
      .selectFrom('users')
      .select('id')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('removes a member: their sessions are refused and their open streams sign out', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    const refused = await manager.client.delete(`/api/team/members/${owner.userId}`);
    expect(refused.status).toBe(403);

    const stream = await SseClient.open(
      staff.client,
      `?since=${await snapshotRevision(staff.client)}`,
    );
    expect((await manager.client.delete(`/api/team/members/${staff.userId}`)).status).toBe(204);
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('signed-out');
    expect((await staff.client.get('/api/snapshot')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/auth/login', { email: staff.email, password: staff.password });
    expect(login.status).toBe(401);
    // Gone from the team: removing or changing them again finds nobody.
    expect((await owner.client.delete(`/api/team/members/${staff.userId}`)).status).toBe(404);
    expect(
      (await owner.client.patch(`/api/team/members/${staff.userId}`, { role: 'staff' })).status,
    ).toBe(404);
  });

  it("answers another restaurant's member as not found", async () => {
    const owner = await server.signUp();
    const stranger = await server.signUp();
    const theirs = await server.addMember(stranger, 'staff');
    for (const [method, body] of [
      ['PATCH', { role: 'manager' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await owner.client.request(
        method,
        `/api/team/members/${theirs.userId}`,
        body,
      );
      expect(response.status).toBe(404);
    }
    expect((await theirs.client.get('/api/snapshot')).status).toBe(200);
  });
});

describe('own account', () => {
  it('changes the own name', async () => {
    const staff = await server.addMember(await server.signUp(), 'staff');
    const renamed = await staff.client.patch('/api/account', { displayName: '  Ana Martin ' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as { user: { displayName: string } }).user.displayName).toBe('Ana Martin');
    const empty = await staff.client.patch('/api/account', { displayName: ' ' });
    expect(reasonOf(empty.body)).toBe('field-required');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const staff = await server.addMember(await server.signUp(), 'staff');
    const otherTab = server.client();
    await otherTab.post('/api/auth/login', { email: staff.email, password: staff.password });
    const stream = await SseClient.open(otherTab, `?since=${await snapshotRevision(otherTab)}`);

    const wrong = await staff.client.put('/api/account/password', {
      currentPassword: 'not it',
      newPassword: 'new secret',
    });
    expect(wrong.status).toBe(403);
    expect(reasonOf(wrong.body)).toBe('wrong-password');
    expect((await otherTab.get('/api/snapshot')).status).toBe(200);
    const short = await staff.client.put('/api/account/password', {
      currentPassword: staff.password,
      newPassword: '12345',
    });
    expect(reasonOf(short.body)).toBe('password-too-short');

    const changed = await staff.client.put('/api/account/password', {
      currentPassword: staff.password,
      newPassword: 'new secret',
    });
    expect(changed.status).toBe(204);
    await stream.untilEnded();
    expect(stream.events.at(-1)?.event).toBe('signed-out');
    expect((await otherTab.get('/api/snapshot')).status).toBe(401);
    expect((await staff.client.get('/api/snapshot')).status).toBe(200);
    const login = (password: string) =>
      server.client().post('/api/auth/login', { email: staff.email, password });
    expect((await login(staff.password)).status).toBe(401);
    expect((await login('new secret')).status).toBe(200);
  });
});

describe('guessing invite codes by reading them', () => {
  it('counts a code that is not valid against the sign-up limit, and refuses past it', async () => {
    const limited = await startTestServer({ SIGNUP_LIMIT_PER_ADDRESS: '3', TRUST_PROXY: 'true' });
    try {
      const owner = await limited.signUp();
      const { code } = await invite(owner, 'staff');
      const guesser = { 'x-forwarded-for': '198.51.100.9' };
      // Reading a valid code does not count: the join that follows does.
      for (let i = 0; i < 4; i++) {
        expect((await limited.client().get(`/api/join/${code}`, guesser)).status).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const wrong = await limited.client().get(`/api/join/AAAA-BBBB-CCCC-DDD${i}`, guesser);
        expect(wrong.status).toBe(403);
        expect(reasonOf(wrong.body)).toBe('invalid-invite');
      }
      const refused = await limited.client().get(`/api/join/${code}`, guesser);
      expect(refused.status).toBe(429);
      expect(reasonOf(refused.body)).toBe('too-many-attempts');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // The same limit as a sign-up's: joining from there is refused too, and uses no invite.
      const join = await limited.client().post(`/api/join/${code}`, joinBody(), guesser);
      expect(join.status).toBe(429);
      // Another address reads and joins with the same code.
      const elsewhere = { 'x-forwarded-for': '198.51.100.10' };
      expect((await limited.client().get(`/api/join/${code}`, elsewhere)).status).toBe(200);
      expect((await limited.client().post(`/api/join/${code}`, joinBody(), elsewhere)).status).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../domain/activity.js';
import type { Role } from '../../../domain/permissions.js';
import type { CreatedInvite, TeamResponse } from '../../../domain/team.js';
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

async function inviteCode(member: SignedUp, role: Role): Promise<string> {
  const response = await member.client.post('/api/team/invites', { role });
  expect(response.status).toBe(201);
  return (response.body as CreatedInvite).code;
}

async function removed(owner: SignedUp, role: Role): Promise<SignedUp> {
  const member = await server.addMember(owner, role);
  expect((await owner.client.delete(`/api/team/members/${member.userId}`)).status).toBe(204);
  return member;
}

describe('a removed member joining again', () => {
  it('comes back as the same user with the new role, their history named as before', async () => {
    const owner = await server.signUp();
    const ana = await server.addMember(owner, 'staff');
    expect((await owner.client.delete(`/api/team/members/${ana.userId}`)).status).toBe(204);

    const code = await inviteCode(owner, 'manager');
    const visitor = server.client();
    const joined = await visitor.post(`/api/join/${code}`, {
      displayName: 'Ana Martin',
      email: ana.email,
      password: ana.password,
    });
    expect(joined.status).toBe(201);
    expect((joined.body as { user: unknown }).user).toMatchObject({
      userId: ana.userId,
      email: ana.email,
      displayName: 'Ana Martin',
      restaurantId: owner.restaurantId,
      role: 'manager',
    });
    expect((await visitor.get('/api/snapshot')).status).toBe(200);
    const team = (await owner.client.get('/api/team')).body as TeamResponse;
    expect(team.members.filter((member) => member.userId === ana.userId)).toEqual([
      expect.objectContaining({ role: 'manager', displayName: 'Ana Martin' }),
    ]);
    // One user row: the first join, the removal and the join again all name the same id.
    const activity = (await owner.client.get(`/api/activity?person=${ana.userId}`))
      .body as ActivityPage;
    expect(activity.entries.map((entry) => [entry.kind, entry.actor?.name, entry.role])).toEqual([
      ['members-joined', 'Ana Martin', 'manager'],
      ['members-joined', 'Ana Martin', 'staff'],
    ]);
    const people = (await owner.client.get('/api/activity/people')).body as {
      people: { id: string; removed: boolean }[];
    };
    expect(people.people.filter((person) => person.id === ana.userId)).toEqual([
      { id: ana.userId, name: 'Ana Martin', removed: false },
    ]);
    // Their password is still theirs.
    const login = await server
      .client()
      .post('/api/auth/login', { email: ana.email, password: ana.password });
    expect(login.status).toBe(200);
  });

  it('must give the account’s password: another is refused, nothing changes, the link stays usable', async () => {
    const owner = await server.signUp();
    const ana = await removed(owner, 'staff');
    const code = await inviteCode(owner, 'staff');
    const wrong = await server.client().post(`/api/join/${code}`, {
      displayName: 'Someone Else',
      email: ana.email,
      password: 'not her password',
    });
    expect(wrong.status).toBe(403);
    expect(reasonOf(wrong.body)).toBe('former-member-password');
    expect((await server.client().get(`/api/join/${code}`)).status).toBe(200);
    const team = (await owner.client.get('/api/team')).body as TeamResponse;
    expect(team.members.map((member) => member.userId)).not.toContain(ana.userId);
    const login = await server
      .client()
      .post('/api/auth/login', { email: ana.email, password: ana.password });
    expect(login.status).toBe(401);
    // Nothing was written: no join in the Activity.
    const activity = (await owner.client.get(`/api/activity?person=${ana.userId}`))
      .body as ActivityPage;
    expect(activity.entries).toHaveLength(1);
  });

  it('counts wrong passwords as failed logins for that email', async () => {
    const limited = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '2' });
    try {
      const owner = await limited.signUp();
      const ana = await limited.addMember(owner, 'staff');
      expect((await owner.client.delete(`/api/team/members/${ana.userId}`)).status).toBe(204);
      const code = (
        (await owner.client.post('/api/team/invites', { role: 'staff' })).body as CreatedInvite
      ).code;
      const attempt = (password: string) =>
        limited
          .client()
          .post(`/api/join/${code}`, { displayName: 'Ana', email: ana.email, password });
      expect((await attempt('guess one')).status).toBe(403);
      expect((await attempt('guess two')).status).toBe(403);
      const third = await attempt(ana.password);
      expect(third.status).toBe(429);
      expect(reasonOf(third.body)).toBe('too-many-attempts');
    } finally {
      await limited.close();
    }
  });

  it('keeps refusing an email in use: a current member here or elsewhere, or removed elsewhere', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const elsewhere = await server.addMember(other, 'staff');
    const formerElsewhere = await server.addMember(other, 'staff');
    expect((await other.client.delete(`/api/team/members/${formerElsewhere.userId}`)).status).toBe(
      204,
    );
    const here = await server.addMember(owner, 'staff');
    for (const member of [elsewhere, formerElsewhere, here]) {
      const code = await inviteCode(owner, 'staff');
      const taken = await server.client().post(`/api/join/${code}`, {
        displayName: 'Ana Martin',
        email: member.email,
        password: member.password,
      });
      expect(taken.status).toBe(409);
      expect(reasonOf(taken.body)).toBe('email-taken');
    }
    expect((await elsewhere.client.get('/api/session')).body).toMatchObject({
      user: { restaurantId: other.restaurantId },
    });
  });
});

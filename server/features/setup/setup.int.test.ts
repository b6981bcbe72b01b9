import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupState } from '../../../domain/setup.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setup(member: SignedUp): Promise<SetupState> {
  const response = await member.client.get('/api/setup');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SetupState;
}

describe('the first-run checklist', () => {
  it('ticks each step from what the restaurant holds', async () => {
    const owner = await server.signUp({ currency: 'EUR' });
    expect(await setup(owner)).toEqual({
      dismissed: false,
      done: { currency: true, places: false, cellar: false, team: false, labels: false },
    });

    // A location without a bin is not yet a place to put bottles.
    const location = await owner.client.post('/api/locations', { name: 'Cave' });
    expect(location.status).toBe(201);
    expect((await setup(owner)).done.places).toBe(false);
    const { id } = location.body as { id: string };
    expect((await owner.client.post(`/api/locations/${id}/bins`, { name: 'A1' })).status).toBe(200);
    expect((await setup(owner)).done.places).toBe(true);

    const wine = await owner.client.post('/api/products', {
      ...productRequest(),
      bottles: { count: 1, locationId: null },
    });
    expect(wine.status).toBe(201);
    expect((await setup(owner)).done.cellar).toBe(true);

    expect((await owner.client.post('/api/team/invites', { role: 'staff' })).status).toBe(201);
    expect((await setup(owner)).done.team).toBe(true);

    expect((await owner.client.post('/api/labels', { count: 1 })).status).toBe(200);
    expect((await setup(owner)).done).toEqual({
      currency: true,
      places: true,
      cellar: true,
      team: true,
      labels: true,
    });
  });

  it('counts a member who joined as the team, and is not for staff', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const manager = await server.addMember(owner, 'manager');
    expect((await setup(manager)).done.team).toBe(true);
    const refused = await staff.client.get('/api/setup');
    expect(refused.status).toBe(403);
    expect((await staff.client.post('/api/setup/dismiss')).status).toBe(403);
    expect((await setup(owner)).dismissed).toBe(false);
  });

  it('stays dismissed for the whole restaurant, and only for it', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const other = await server.signUp();
    const dismissed = await manager.client.post('/api/setup/dismiss');
    expect(dismissed.status).toBe(200);
    expect((dismissed.body as SetupState).dismissed).toBe(true);
    expect((await setup(owner)).dismissed).toBe(true);
    expect((await setup(other)).dismissed).toBe(false);
    // Twice is no different.
    expect((await owner.client.post('/api/setup/dismiss')).status).toBe(200);
    expect((await setup(owner)).dismissed).toBe(true);
  });
});

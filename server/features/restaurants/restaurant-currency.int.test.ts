import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../domain/activity.js';
import type { ReportSettings } from '../../../domain/reports.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function currencyOf(member: SignedUp): Promise<string> {
  const snapshot = await member.client.get('/api/snapshot');
  expect(snapshot.status).toBe(200);
  return (snapshot.body as Snapshot).restaurant.currency;
}

const reasonOf = (body: unknown) => (body as { error: { reason: string } }).error.reason;

describe('the restaurant’s currency', () => {
  it('is the one chosen at sign-up, and the default when the sign-up names none', async () => {
    const canadian = await server.signUp({ currency: 'CAD' });
    expect(await currencyOf(canadian)).toBe('CAD');
    const settings = await canadian.client.get('/api/reports/settings');
    expect((settings.body as ReportSettings).currency).toBe('CAD');
    expect(await currencyOf(await server.signUp())).toBe('USD');
  });

  it('refuses a sign-up with an unknown currency, and creates nothing', async () => {
    const client = server.client();
    const inviteCode = await server.invite();
    const fields = {
      displayName: 'Ann',
      restaurantName: 'Chez Nulle Part',
      email: 'nowhere@example.com',
      password: 'correct horse',
      inviteCode,
    };
    for (const currency of ['XYZ', 'eur', 'EURO', '']) {
      const refused = await client.post('/api/auth/signup', { ...fields, currency });
      expect(refused.status).toBe(400);
      expect(reasonOf(refused.body)).toBe('currency-invalid');
    }
    // The invite is still unused: the same sign-up with a real currency goes through.
    const created = await client.post('/api/auth/signup', { ...fields, currency: 'CHF' });
    expect(created.status).toBe(201);
  });

  it('is changed by an owner only; managers and staff are refused and nothing changes', async () => {
    const owner = await server.signUp({ currency: 'USD' });
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    for (const member of [manager, staff]) {
      const refused = await member.client.put('/api/restaurant/currency', { currency: 'EUR' });
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
    expect(await currencyOf(owner)).toBe('USD');

    const changed = await owner.client.put('/api/restaurant/currency', { currency: 'EUR' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ currency: 'EUR' });
    // Every member reads it, and the Activity says who changed the settings.
    expect(await currencyOf(staff)).toBe('EUR');
    const activity = await owner.client.get('/api/activity?kind=settings');
    expect(activity.status).toBe(200);
    expect((activity.body as ActivityPage).entries).toHaveLength(1);
  });

  it('refuses a code that is not a currency with currency-invalid, and keeps the old one', async () => {
    const owner = await server.signUp({ currency: 'GBP' });
    for (const currency of ['XYZ', 'gbp', 'EURO', 12, null]) {
      const refused = await owner.client.put('/api/restaurant/currency', { currency });
      expect(refused.status).toBe(400);
      if (typeof currency === 'string') expect(reasonOf(refused.body)).toBe('currency-invalid');
    }
    const extra = await owner.client.put('/api/restaurant/currency', {
      currency: 'EUR',
      pourCostTarget: 20,
    });
    expect(extra.status).toBe(400);
    expect(await currencyOf(owner)).toBe('GBP');
  });

  it('writes the staff menu’s prices in it, whatever the language', async () => {
    const owner = await server.signUp({ currency: 'CAD' });
    const request = productRequest({ name: 'Clos Monnaie' });
    const added = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, price: 45 },
      bottles: { count: 1, locationId: null },
    });
    expect(added.status).toBe(201);
    const menu = async (lang: string) => {
      const response = await fetch(`${server.baseUrl}/menu`, {
        headers: { cookie: `${owner.client.cookieHeader}; cellar-lang=${lang}` },
      });
      return response.text();
    };
    expect(await menu('en')).toContain('data-testid="price-bottle">CA$45<');
    expect((await menu('fr')).replace(/\s/g, ' ')).toContain('data-testid="price-bottle">45 $CA<');
  });
});

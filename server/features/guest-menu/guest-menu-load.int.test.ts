import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../../bench/dataset.js';
import { seedRestaurant } from '../../../bench/seed-restaurant.js';
import type { GuestMenuLink } from '../../../domain/guest-link.js';
import { readEnv } from '../../env.js';
import { productRequest } from '../../test/fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * A large menu's rebuild is not on any request's path, and each address is held to a quota of
 * whole menus (decision 0030).
 */

describe('a large guest menu rebuilding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("leaves another restaurant's requests and /api/health answered, and its guests the menu held, while it builds", async () => {
    // A cellar whose menu takes a while to read, render and compress (thousands of entries).
    const seeded = await seedRestaurant(
      server.services.db,
      generateDataset({ profiles: 2_000, formats: 4_000, bottles: 8_000, locations: 5 }),
      { email: 'large-menu@example.com', password: 'large-menu-password' },
    );
    const large = server.client();
    const login = await large.post('/api/auth/login', {
      email: seeded.email,
      password: seeded.password,
    });
    expect(login.status).toBe(200);
    const link = (await large.post('/api/guest-menu-link/publish')).body as GuestMenuLink;
    const json = `${server.baseUrl}/m/${link.token}/menu.json`;
    const first = await fetch(json);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';

    const other = await server.signUp({ restaurantName: 'Chez Voisin' });
    expect((await other.client.post('/api/products', productRequest())).status).toBe(201);

    // A change every guest sees: the menu is built again at once, in the builder's thread.
    expect((await large.patch('/api/guest-menu-link', { welcomeEn: 'Bonsoir' })).status).toBe(200);
    const menus = server.services.guestMenus;
    expect(menus.isBuilding(seeded.restaurantId)).toBe(true);

    const [health, products, poll] = await Promise.all([
      fetch(`${server.baseUrl}/api/health`),
      other.client.get('/api/snapshot/compact'),
      fetch(json, { headers: { 'if-none-match': etag } }),
    ]);
    // All three answered while the rebuild was still under way: it held none of them.
    expect(menus.isBuilding(seeded.restaurantId)).toBe(true);
    expect(health.status).toBe(200);
    expect(products.status).toBe(200);
    // The guest's poll had the menu held (its version: 304), not a wait for the new one.
    expect(poll.status).toBe(304);

    await menus.settled();
    const changed = await fetch(json, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/m/${link.token}`)).text()).toContain('Bonsoir');
  });
});

describe("an address's quota of guest menus", () => {
  let server: TestServer;
  const quota = readEnv({}).GUEST_MENU_SENT_PER_MINUTE;
  beforeAll(async () => {
    // The default quota; two addresses told apart by the proxy's header, as behind a real one.
    server = await startTestServer({
      GUEST_MENU_SENT_PER_MINUTE: String(quota),
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a scraper with 429 and Retry-After (the page's words in the guest's language) while a guest's reading and polls pass", async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Quota' });
    expect((await owner.client.post('/api/products', productRequest())).status).toBe(201);
    const { token } = (await owner.client.post('/api/guest-menu-link/publish'))
      .body as GuestMenuLink;
    const page = `${server.baseUrl}/m/${token}`;
    const json = `${page}/menu.json`;
    const from = (address: string, headers: Record<string, string> = {}) => ({
      headers: { 'x-forwarded-for': address, ...headers },
    });
    const guest = '203.0.113.7';
    const scraper = '198.51.100.9';

    // A table of six guests behind one Wi-Fi: each opens the page and its filters, and polls.
    for (let phone = 0; phone < 6; phone++) {
      expect((await fetch(page, from(guest))).status).toBe(200);
      expect((await fetch(json, from(guest))).status).toBe(200);
    }
    const etag = (await fetch(json, from(guest))).headers.get('etag') ?? '';

    // A scraper asks for the whole menu again and again.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < quota; i++) {
      const answer = await fetch(page, from(scraper, { 'accept-language': 'fr' }));
      statuses.push(answer.status);
      if (answer.status === 429) {
        refused = answer;
        break;
      }
      await answer.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(quota / 2);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.text()).toContain('Un instant, s’il vous plaît');
    // The quota refills at its pace (a menu every quarter of a second by default): a scraper that
    // keeps asking is refused again at once.
    const keepAsking = async (url: string, headers: Record<string, string> = {}) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await fetch(url, from(scraper, headers));
        if (answer.status === 429) return answer;
        await answer.arrayBuffer();
      }
      throw new Error(`${url} was never refused again`);
    };
    const english = await keepAsking(page, { 'accept-language': 'en' });
    expect(await english.text()).toContain('asked for too often from your network');
    const data = await keepAsking(json);
    expect(data.headers.get('retry-after')).not.toBeNull();
    expect(((await data.json()) as { error: { reason: string } }).error.reason).toBe(
      'too-many-menu-requests',
    );

    // The guests were not: their polls (304s cost no menu) and a page open again pass.
    for (let poll = 0; poll < 24; poll++) {
      expect((await fetch(json, from(guest, { 'if-none-match': etag }))).status).toBe(304);
    }
    expect((await fetch(page, from(guest))).status).toBe(200);
  });
});

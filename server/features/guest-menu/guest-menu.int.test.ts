import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestMenuLink } from '../../../domain/guest-link.js';
import { expandGuestEntries, type GuestMenuJson } from '../../../domain/guest-menu-json.js';
import { entriesInOrder, type StaffMenuJson } from '../../../domain/guest-projection.js';
import type { Format, Product } from '../../../domain/inventory.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

/** A guest's phone: no cookie jar, only what a browser sends. */
async function guest(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The bottle prices of a guest's menu.json, read as the page's script reads it. */
function prices(text: string): Array<number | null> {
  return expandGuestEntries(JSON.parse(text) as GuestMenuJson).map((entry) => entry.price);
}

/** Until the guest menus built after a change are held (they build off the request path). */
const built = () => server.services.guestMenus.settled();

async function publish(owner: SignedUp, action = 'publish'): Promise<GuestMenuLink> {
  const response = await owner.client.post(`/api/guest-menu-link/${action}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as GuestMenuLink;
}

async function addWine(
  owner: SignedUp,
  overrides: Parameters<typeof productRequest>[0] = {},
  format: Record<string, unknown> = {},
  bottles: Record<string, unknown> = { count: 2 },
): Promise<{ product: Product; format: Format }> {
  const request = productRequest(overrides);
  const response = await owner.client.post('/api/products', {
    ...request,
    format: { ...request.format, ...format },
    bottles,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { product: Product; format: Format };
}

describe('the guest menu link', () => {
  it('publishes the menu at a public address, replaces it (the old one 404 at once) and unpublishes it', async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Guest' });
    await addWine(owner, { name: 'Clos des Lambrays', producer: 'Domaine des Lambrays' });
    expect((await owner.client.get('/api/guest-menu-link')).body).toMatchObject({
      published: false,
      token: null,
    });

    const link = await publish(owner);
    expect(link.published).toBe(true);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Publishing again keeps the address (the printed cards stay good).
    expect((await publish(owner)).token).toBe(link.token);

    const page = await guest(`/m/${link.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Clos des Lambrays');
    expect(page.text).toContain('Chez Guest');
    expect(page.headers.get('set-cookie')).toBeNull();
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // Revalidated, the 304 keeps the page's policy (a browser takes the 304's headers).
    const again = await guest(`/m/${link.token}`, {
      'if-none-match': page.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);

    const replaced = await publish(owner, 'new-link');
    expect(replaced.token).not.toBe(link.token);
    expect((await guest(`/m/${link.token}`)).status).toBe(404);
    expect((await guest(`/m/${replaced.token}`)).status).toBe(200);

    const off = await publish(owner, 'unpublish');
    expect(off).toMatchObject({ published: false, token: null });
    const unpublished = await guest(`/m/${replaced.token}`);
    expect(unpublished.status).toBe(404);
    expect((await guest(`/m/${replaced.token}/menu.json`)).status).toBe(404);

    // An unknown token, an unpublished menu and malformed paths: the same answer.
    const unknown = await guest(`/m/${'A'.repeat(32)}`);
    for (const path of ['/m', '/m/', '/m/short', `/m/${replaced.token}/x/y`, '/m/%00%ff']) {
      const answer = await guest(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toBe(unknown.text);
    }
    expect(unpublished.text).toBe(unknown.text);
  });

  it('keeps the options, and only owners and managers change the link', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    await addWine(owner, { name: 'Le Dernier' }, { price: 7731.5 }, { count: 1 });

    expect((await staff.client.get('/api/guest-menu-link')).status).toBe(403);
    expect((await staff.client.post('/api/guest-menu-link/publish')).status).toBe(403);
    expect((await staff.client.patch('/api/guest-menu-link', { hidePrices: true })).status).toBe(
      403,
    );

    const set = await manager.client.patch('/api/guest-menu-link', {
      hidePrices: true,
      showLastBottle: true,
      welcomeEn: '  Welcome to our table  ',
      welcomeFr: 'Bienvenue à notre table',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ hidePrices: true, welcomeEn: 'Welcome to our table' });
    const link = await publish(manager);
    expect(link).toMatchObject({ published: true, hidePrices: true, showLastBottle: true });

    const en = await guest(`/m/${link.token}`, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.text).toContain('Welcome to our table');
    expect(en.text).toContain('Last bottle');
    expect(en.text).not.toContain('7731');
    const fr = await guest(`/m/${link.token}`, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(fr.text).toContain('<html lang="fr"');
    expect(fr.text).toContain('Bienvenue à notre table');
    expect(fr.text).toContain('Dernière bouteille');
    // fr: the size in cl, always, and the color beside the appellation.
    expect(fr.text).toContain('75 cl');
    expect(fr.text).toContain('Gevrey-Chambertin · Rouge · Pinot Noir');
    expect((await guest(`/m/${link.token}?lang=en`, { 'accept-language': 'fr' })).text).toContain(
      '<html lang="en"',
    );

    const long = await owner.client.patch('/api/guest-menu-link', { welcomeEn: 'x'.repeat(281) });
    expect(long.status).toBe(400);
    expect((await owner.client.get('/api/guest-menu-link')).body).toMatchObject({
      welcomeEn: 'Welcome to our table',
    });
  });

  it('follows the inventory: a price changed, the last bottle sold (its format gone), by revision', async () => {
    const owner = await server.signUp();
    const { format } = await addWine(owner, { name: 'Morey Rouge' }, { price: 64 }, { count: 1 });
    const link = await publish(owner);
    const first = await guest(`/m/${link.token}/menu.json`);
    const etag = first.headers.get('etag') ?? '';
    expect(prices(first.text)).toEqual([64]);
    expect((await guest(`/m/${link.token}/menu.json`, { 'if-none-match': etag })).status).toBe(304);

    expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 71.5 })).status).toBe(
      200,
    );
    // The menu is built on the change, off the request path: the poll after it has it.
    await built();
    const changed = await guest(`/m/${link.token}/menu.json`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(prices(changed.text)).toEqual([71.5]);
    expect((await guest(`/m/${link.token}`)).text).toContain('71.50');

    const bottles = await owner.client.get(`/api/bottles?format=${format.id}`);
    const ids = (bottles.body as { bottles: Array<{ id: string }> }).bottles.map((b) => b.id);
    expect(ids).toHaveLength(1);
    expect((await owner.client.delete(`/api/bottles/${ids[0]}`)).status).toBe(204);
    await built();
    expect((await guest(`/m/${link.token}`)).text).not.toContain('Morey Rouge');
  });

  it('answers polls during a rebuild with the menu held (whole, never half built), then the new one; a change guests do not see with 304', async () => {
    const owner = await server.signUp();
    const { format } = await addWine(owner, { name: 'Volnay Santenots' }, { price: 90, cost: 40 });
    for (let i = 0; i < 5; i++) await addWine(owner, { name: `Wine ${i}` });
    const link = await publish(owner);
    const json = `/m/${link.token}/menu.json`;
    await guest(`/m/${link.token}`);
    const etag = (await guest(json)).headers.get('etag') ?? '';

    // A cost is not on the menu: the guests' version stays.
    expect((await owner.client.patch(`/api/formats/${format.id}`, { cost: 41 })).status).toBe(200);
    expect((await guest(json, { 'if-none-match': etag })).status).toBe(304);

    // Polls and page loads sent at once, while the menu of the new price is being built: each is
    // the held menu (a 304) or the new one, whole.
    expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 95.5 })).status).toBe(
      200,
    );
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => guest(json, { 'if-none-match': etag })),
      ...Array.from({ length: 4 }, () => guest(`/m/${link.token}`)),
    ]);
    for (const answer of answers.slice(0, 8)) {
      if (answer.status === 304) continue;
      expect(answer.status).toBe(200);
      expect(prices(answer.text)[0]).toBe(95.5);
    }
    for (const page of answers.slice(8)) {
      // The held page ($90: a whole price is written without cents) or the new one ($95.50).
      expect(page.text).toMatch(/(\$95\.50|\$90<)[\s\S]*<\/html>$/);
    }
    await built();
    const changed = await guest(json, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(prices(changed.text)[0]).toBe(95.5);
    expect((await guest(`/m/${link.token}`)).text).toContain('95.50');

    // Unpublished right after a change: the menu being built is not what answers.
    expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 99 })).status).toBe(200);
    await publish(owner, 'unpublish');
    expect((await guest(json, { 'if-none-match': etag })).status).toBe(404);
  });

  it('keeps its menu through a stock count (nothing on the menu changed) and has the next change', async () => {
    const owner = await server.signUp();
    const { format } = await addWine(owner, { name: 'Chablis Montmains' }, { price: 48 });
    const link = await publish(owner);
    const json = `/m/${link.token}/menu.json`;
    const etag = (await guest(json)).headers.get('etag') ?? '';

    expect((await owner.client.post('/api/stocktakes', { places: [] })).status).toBe(201);
    expect((await guest(json, { 'if-none-match': etag })).status).toBe(304);

    expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 52 })).status).toBe(200);
    await built();
    const changed = await guest(json, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(prices(changed.text)).toEqual([52]);
  });

  it('sends a guest nothing but the menu: no cost, supplier, id, place, count, barcode, private import or hidden wine, in any byte', async () => {
    const owner = await server.signUp({ restaurantName: 'Maison Secrète' });
    const locationId = await addLocation(server.services.writer, owner, 'Cave Zeta Secret', [
      'Bin Kappa 9',
    ]);
    const place = { locationId, bin: 'Bin Kappa 9' };
    const shown = await addWine(
      owner,
      {
        name: 'Château Visible',
        producer: 'Domaine Évident',
        supplier: 'Supplier Omega Secret',
        barcode: '4006381333931',
        isPrivateImport: true,
        classification: 'Classification Sigma',
        regulatedDesignation: 'Designation Tau',
        style: 'Style Upsilon',
        alcoholPercentage: 13.7,
      },
      { cost: 987.65, price: 120, tastingNotes: 'Notes Lambda secret', isPrivateImport: true },
      { ids: ['QRSECRET001', 'QRSECRET002', 'QRSECRET003'], ...place },
    );
    const hiddenFormat = await owner.client.post(`/api/products/${shown.product.id}/formats`, {
      format: { vintage: '1911', bottleSize: 1500, price: 5551.25, showOnMenu: false },
      bottles: { ids: ['QRSECRET004'], ...place },
    });
    expect(hiddenFormat.status, JSON.stringify(hiddenFormat.body)).toBe(201);
    const hiddenWine = await addWine(
      owner,
      { name: 'Cuvée Invisible', producer: 'Producteur Caché', showOnMenu: false },
      { price: 4447.33 },
      { count: 2, ...place },
    );
    const listed = await owner.client.put('/api/listings', {
      formatId: shown.format.id,
      price3oz: 14,
      price5oz: 21,
    });
    expect(listed.status).toBe(200);
    await owner.client.patch('/api/guest-menu-link', { showLastBottle: true });
    const link = await publish(owner);

    const forbidden = [
      'Supplier Omega Secret',
      '4006381333931',
      '987.65',
      '987,65',
      'Cave Zeta Secret',
      'Bin Kappa 9',
      'QRSECRET',
      'Notes Lambda',
      'Classification Sigma',
      'Designation Tau',
      'Style Upsilon',
      '13.7',
      'rivate',
      'Cuvée Invisible',
      'Producteur Caché',
      '1911',
      '5551.25',
      '5551,25',
      '4447.33',
      '4447,33',
      'cost',
      'supplier',
      'barcode',
      'location',
      shown.product.id,
      shown.format.id,
      hiddenWine.product.id,
      hiddenWine.format.id,
      owner.restaurantId,
      owner.userId,
      owner.email,
    ];
    const paths = [
      `/m/${link.token}`,
      `/m/${link.token}?lang=fr`,
      `/m/${link.token}/menu.json`,
      `/m/${'B'.repeat(32)}`,
    ];
    let checked = 0;
    for (const path of paths) {
      for (const language of ['en', 'fr']) {
        const answer = await guest(path, { 'accept-language': language });
        const bytes = [...answer.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + answer.text;
        for (const word of forbidden) {
          expect(bytes.toLowerCase(), `${path} ${language}: ${word}`).not.toContain(
            word.toLowerCase(),
          );
        }
        checked++;
      }
    }
    expect(checked).toBe(8);
    // What a guest may read is there.
    const page = await guest(`/m/${link.token}`);
    for (const word of ['Château Visible', 'Domaine Évident', 'Gevrey-Chambertin', 'Pinot Noir']) {
      expect(page.text).toContain(word.replace('É', 'É'));
    }
    expect(page.text).toContain('120');
    expect(page.text).toContain('By The Glass');
  });

  it('reads no session and sets no cookie, even for a signed-in phone', async () => {
    const owner = await server.signUp();
    await addWine(owner);
    const link = await publish(owner);
    const answer = await guest(`/m/${link.token}`, { cookie: owner.client.cookieHeader });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('the staff /menu (GET /api/menu)', () => {
  it("gives every member the guest projection with every price, whatever the link's options, current after each change", async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Staff' });
    const staff = await server.addMember(owner, 'staff');
    const { format } = await addWine(
      owner,
      { name: 'Clos Staff', supplier: 'Supplier Hidden Staff' },
      { price: 88, cost: 321.09 },
      { count: 1 },
    );
    await addWine(owner, { name: 'Cuvée Cachée' }, { price: 50, showOnMenu: false });
    await owner.client.patch('/api/guest-menu-link', { hidePrices: true, showLastBottle: true });

    const first = await staff.client.get('/api/menu');
    expect(first.status).toBe(200);
    const menu = first.body as StaffMenuJson;
    expect(menu.restaurantName).toBe('Chez Staff');
    const [entry, ...others] = entriesInOrder(menu.bottle);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ name: 'Clos Staff', price: 88, lastBottle: false });
    expect(JSON.stringify(menu)).not.toMatch(/321\.09|Supplier Hidden|Cuvée Cachée|cost/);
    const etag = first.headers.get('etag') ?? '';
    expect((await staff.client.get('/api/menu', { 'if-none-match': etag })).status).toBe(304);
    const revision = Number(first.headers.get('x-menu-revision'));

    // Right after the change, not a poll later: a member asks when the live feed says so.
    expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 93 })).status).toBe(200);
    const after = await staff.client.get('/api/menu', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(Number(after.headers.get('x-menu-revision'))).toBeGreaterThan(revision);
    expect(entriesInOrder((after.body as StaffMenuJson).bottle)[0]?.price).toBe(93);
    expect((await server.client().get('/api/menu')).status).toBe(401);
  });
});

describe('guests of one server process, the menu changed through another', () => {
  it('get the change and the Unpublish made through the other process (same database)', async () => {
    const other = await startTestServer({}, { db: server.services.db, dispose: async () => {} });
    try {
      const owner = await other.signUp();
      const { format } = await addWine(owner, { name: 'Pommard Rugiens' }, { price: 50 });
      const link = await publish(owner);
      const json = `/m/${link.token}/menu.json`;
      expect(prices((await guest(json)).text)).toEqual([50]);

      expect((await owner.client.patch(`/api/formats/${format.id}`, { price: 57.5 })).status).toBe(
        200,
      );
      // This process hears of it from the other's live notice (PostgreSQL) or its next lookup.
      await expect
        .poll(async () => prices((await guest(json)).text), { timeout: 10_000 })
        .toEqual([57.5]);

      await publish(owner, 'unpublish');
      await expect.poll(async () => (await guest(json)).status, { timeout: 10_000 }).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the staff /menu page (GET /menu)', () => {
  it("is drawn by the server for a member, in the member's language, with no cost; signed out it is the login screen", async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Page' });
    const staff = await server.addMember(owner, 'staff');
    await addWine(
      owner,
      { name: 'Clos Page', supplier: 'Supplier Hidden Page' },
      { price: 77, cost: 654.32 },
      { count: 1 },
    );
    await addWine(owner, { name: 'Cuvée Retirée' }, { price: 50, showOnMenu: false });
    await owner.client.patch('/api/guest-menu-link', { hidePrices: true, showLastBottle: true });

    const signedOut = await fetch(`${server.baseUrl}/menu`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/login');

    const cookie = staff.client.cookieHeader;
    const page = await guest('/menu', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Our Wine Selection');
    expect(page.text).toContain('Chez Page');
    expect(page.text).toContain('Clos Page');
    // Every price, whatever the public link hides; no "last bottle"; nothing private.
    expect(page.text).toContain('data-testid="price-bottle">$77<');
    expect(page.text).not.toMatch(/654[.,]32|Supplier Hidden|Cuvée Retirée|Last bottle/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);

    // Revalidated, the 304 keeps the page's policy (a browser takes the 304's headers).
    const etag = page.headers.get('etag') ?? '';
    const again = await guest('/menu', { cookie, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);

    const french = await guest('/menu', { cookie: `${cookie}; cellar-lang=fr` });
    expect(french.text).toContain('Notre sélection de vins');
    expect(french.text).toContain('lang="fr"');
  });
});

describe('vintages on the menus', () => {
  it('reads NV for a wine without a year and nothing for a spirit without one, on the guest page and the staff /menu', async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Millésime' });
    await addWine(
      owner,
      { name: 'Champagne Sans Année', subCategory: 'subcat_sparkling' },
      { vintage: 'NV' },
    );
    await addWine(
      owner,
      {
        name: 'Lagavulin',
        mainCategory: 'cat_whisky',
        subCategory: 'subcat_single_malt',
        varieties: [],
      },
      { vintage: '' },
    );
    // A whisky imported with NV in its vintage column reads the same.
    await addWine(
      owner,
      {
        name: 'Talisker',
        mainCategory: 'cat_whisky',
        subCategory: 'subcat_single_malt',
        varieties: [],
      },
      { vintage: 'NV' },
    );
    const link = await publish(owner);
    const pages = {
      guest: (await guest(`/m/${link.token}`)).text,
      staff: (await guest('/menu', { cookie: owner.client.cookieHeader })).text,
    };
    for (const [kind, text] of Object.entries(pages)) {
      expect(text, kind).toContain('Champagne Sans Année <i>NV</i>');
      expect(text, kind).toContain('<b>Lagavulin</b>');
      expect(text, kind).toContain('<b>Talisker</b>');
    }
  });
});

describe('the guest menu quota', () => {
  it('holds each address to its quota of guest requests', async () => {
    const limited = await startTestServer({ GUEST_MENU_LIMIT_PER_MINUTE: '10' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await fetch(`${limited.baseUrl}/m/${'C'.repeat(32)}`)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

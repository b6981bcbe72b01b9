import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../domain/language-cookie.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

// /admin's page as scripts/route-pages.mjs writes it, cut down to what the server draws into: the
// skeleton's search box, its card outlines between the first-cards comments, the app's root.
const page = (language: string) =>
  `<!doctype html><html lang="${language}"><body><div id="app-shell"><div data-shell-search inert aria-hidden="true"><input type="search" tabindex="-1" readonly placeholder="Search" /></div><div class="app-shell-cards"><!--first-cards--><div class="app-shell-card"></div><!--/first-cards--></div></div>\n<div id="root"></div></body></html>`;
const labels = (bottle: string, bottles: string) => ({
  searchLabel: 'Search inventory',
  noCategory: 'No Category',
  notAvailable: 'N/A',
  bottleCount_one: `{{count, number}} ${bottle}`,
  bottleCount_other: `{{count, number}} ${bottles}`,
  formatButton: '{{size, number}} ml · {{count, number}}',
  formatLabel_one: `{{vintage}}, {{size, number}} ml, {{count, number}} ${bottle}`,
  formatLabel_other: `{{vintage}}, {{size, number}} ml, {{count, number}} ${bottles}`,
  noFormats: 'No formats yet',
});

let dist: string;
let server: TestServer;
let alpha: SignedUp;
let beta: SignedUp;

async function addWine(owner: SignedUp, name: string, cost: number): Promise<void> {
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    format: { vintage: '2019', bottleSize: 1500, cost },
    bottles: { count: 2 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-admin-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'admin.html'), page('en'));
  fs.writeFileSync(path.join(dist, 'admin.fr.html'), page('fr'));
  fs.writeFileSync(
    path.join(dist, 'admin-labels.json'),
    JSON.stringify({ en: labels('bottle', 'bottles'), fr: labels('bouteille', 'bouteilles') }),
  );
  server = await startTestServer({ WEB_DIST_DIR: dist });
  alpha = await server.signUp();
  beta = await server.signUp();
  await addWine(alpha, 'Alpha Réserve', 23);
  await addWine(alpha, '</script><img src=x onerror=alert(1)>', 5);
  await addWine(beta, 'Beta Cuvée', 31);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** /admin's page with `cookie`, as a browser sends it. */
async function adminPage(cookie: string, url = '/admin') {
  const response = await server.client().get(url, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return { html: String(response.body), headers: response.headers };
}

/** The first cards' data the page carries for the app. */
function dataOf(html: string): { cards: Array<{ product: { name: string } }> } {
  const json = /<script type="application\/json" id="first-cards-data">(.*?)<\/script>/s.exec(html);
  expect(json).not.toBeNull();
  return JSON.parse(json?.[1] ?? '{}');
}

describe("/admin's page with the member's first cards drawn in", () => {
  it("draws each restaurant's own wines for its own member, and never another's", async () => {
    const own = await adminPage(alpha.client.cookieHeader);
    expect(own.html).toContain('data-testid="first-card"');
    expect(own.html).toContain('Alpha Réserve');
    expect(own.html).toContain('2 bottles');
    expect(own.html).toContain('1,500 ml · 2');
    expect(own.html).not.toContain('Beta Cuvée');
    expect(own.html).not.toContain('class="app-shell-card"');
    expect(dataOf(own.html).cards.map((card) => card.product.name)).toContain('Alpha Réserve');

    const other = await adminPage(beta.client.cookieHeader);
    expect(other.html).toContain('Beta Cuvée');
    expect(other.html).not.toContain('Alpha Réserve');
    expect(dataOf(other.html).cards.map((card) => card.product.name)).toEqual(['Beta Cuvée']);
  });

  it('is the member’s own: kept by no shared cache, named for the member, and the search box usable', async () => {
    const { html, headers } = await adminPage(alpha.client.cookieHeader, '/admin/');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toMatch(/Cookie/);
    expect(headers.get('x-cellar-member')).toMatch(/^[\w-]+:[\w-]+$/);
    expect(headers.get('etag')).toBeNull();
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain(
      '<input type="search" aria-label="Search inventory" placeholder="Search"',
    );
    expect(html).not.toContain('data-shell-search inert');
  });

  it('draws what a wine is named as text: no markup from a name reaches the page', async () => {
    const { html } = await adminPage(alpha.client.cookieHeader);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    // In the data, the name cannot close its element either.
    expect(html).not.toMatch(/<\/script><img/);
    expect(dataOf(html).cards.map((card) => card.product.name)).toContain(
      '</script><img src=x onerror=alert(1)>',
    );
  });

  it('gives staff the cards without any cost, and owners with theirs', async () => {
    expect((await adminPage(alpha.client.cookieHeader)).html).toMatch(/"cost":23\b/);
    const staff = await server.addMember(alpha, 'staff');
    const { html } = await adminPage(staff.client.cookieHeader);
    expect(html).toContain('Alpha Réserve');
    expect(html).not.toMatch(/"cost"/);
  });

  it('draws in the language of the cookie', async () => {
    const { html } = await adminPage(`${beta.client.cookieHeader}; ${LANGUAGE_COOKIE}=fr`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('2 bouteilles');
    expect(html).toContain('1\u202f500 ml · 2');
  });

  it('signed out, or on any other address under /admin, sends the page as built', async () => {
    for (const [cookie, url] of [
      ['', '/admin'],
      [alpha.client.cookieHeader, '/admin?view=inventory'],
      [alpha.client.cookieHeader, '/admin/wine/x'],
    ] as const) {
      const { html, headers } = await adminPage(cookie, url);
      expect(html).toBe(page('en'));
      expect(headers.get('x-cellar-member')).toBeNull();
    }
  });
});

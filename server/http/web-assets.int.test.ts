import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../domain/language-cookie.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

// A built web app as scripts/route-pages.mjs leaves it: each page once per language, of the same
// size and written in the same instant, as a build can leave them.
const pages = ['index.html', 'index.fr.html', 'admin.html', 'admin.fr.html'];
const WIDTH = 16;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-web-'));
  const written = new Date('2026-11-28T12:00:00Z');
  for (const page of pages) {
    const file = path.join(dist, page);
    fs.writeFileSync(file, `<!doctype html>${page.padEnd(WIDTH)}`);
    fs.utimesSync(file, written, written);
  }
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function page(url: string, language?: string): Promise<string> {
  const headers: Record<string, string> = language
    ? { cookie: `${LANGUAGE_COOKIE}=${language}` }
    : {};
  const response = await server.client().get(url, headers);
  expect(response.status).toBe(200);
  return String(response.body).replace('<!doctype html>', '').trimEnd();
}

describe('the app pages', () => {
  it('sends each page in the language of the cookie, which names that language strings', async () => {
    expect(await page('/admin')).toBe('admin.html');
    expect(await page('/admin/anything?x=1', 'fr')).toBe('admin.fr.html');
    expect(await page('/admin', 'en')).toBe('admin.html');
    expect(await page('/login', 'fr')).toBe('index.fr.html');
    expect(await page('/')).toBe('index.html');
  });

  it('sends the French page to a reload in French, whatever the English answer let it keep', async () => {
    const english = await server.client().get('/login');
    expect(String(english.body)).toContain('index.html');
    // What a browser sends back to revalidate the page it has.
    const validators: Record<string, string> = {};
    const etag = english.headers.get('etag');
    const modified = english.headers.get('last-modified');
    if (etag) validators['if-none-match'] = etag;
    if (modified) validators['if-modified-since'] = modified;
    const french = await server
      .client()
      .get('/login', { ...validators, cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(french.status).toBe(200);
    expect(String(french.body)).toContain('index.fr.html');
    // Any cache keeps the two apart.
    expect(french.headers.get('vary')).toContain('Cookie');
  });

  it('sends the English page for a language it does not have, or a cookie made up', async () => {
    expect(await page('/admin', 'de')).toBe('admin.html');
    expect(await page('/login', '..%2F..%2Fetc%2Fpasswd')).toBe('index.html');
    expect(await page('/login', 'fr.html')).toBe('index.html');
  });
});

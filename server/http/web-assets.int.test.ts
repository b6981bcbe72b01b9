import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../domain/language-cookie.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

// A built web app as scripts/route-pages.mjs leaves it: each page once per language.
const pages = ['index.html', 'index.fr.html', 'admin.html', 'admin.fr.html'];
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-web-'));
  for (const page of pages) fs.writeFileSync(path.join(dist, page), `<!doctype html>${page}`);
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
  return String(response.body).replace('<!doctype html>', '');
}

describe('the app pages', () => {
  it('sends each page in the language of the cookie, which names that language strings', async () => {
    expect(await page('/admin')).toBe('admin.html');
    expect(await page('/admin/anything?x=1', 'fr')).toBe('admin.fr.html');
    expect(await page('/admin', 'en')).toBe('admin.html');
    expect(await page('/login', 'fr')).toBe('index.fr.html');
    expect(await page('/')).toBe('index.html');
  });

  it('sends the English page for a language it does not have, or a cookie made up', async () => {
    expect(await page('/admin', 'de')).toBe('admin.html');
    expect(await page('/login', '..%2F..%2Fetc%2Fpasswd')).toBe('index.html');
    expect(await page('/login', 'fr.html')).toBe('index.html');
  });
});

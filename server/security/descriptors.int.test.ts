import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerMain, ServerChild } from '../test/durability/server-child.js';
import { testDatabase } from '../test/test-server.js';

/** A GET over one kept-alive connection: it stays usable when the server can open no new one. */
function get(agent: http.Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Opens a live stream; resolves with its controller once the server answered, or null. */
async function openStream(url: string, cookie: string): Promise<AbortController | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
    if (response.status === 200) return controller;
  } catch {
    // Refused or reset: the server had no descriptor to spare.
  }
  controller.abort();
  return null;
}

// One session opened 2,500 streams, used up the process's descriptors, and GET /
// answered 500. The file limit makes the machine's own limit small enough to reach in a test.
describe.runIf(testDatabase() === 'sqlite')('a server out of file descriptors', () => {
  let server: ServerChild;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-descriptors-'));
    // No stream limit here: the point is what happens when descriptors run out anyway.
    server = await ServerChild.start(builtServerMain(), dataDir, undefined, {
      WEB_DIST_DIR: path.resolve('dist/web'),
      LIVE_STREAMS_PER_SESSION: '100000',
      LIVE_STREAMS_PER_RESTAURANT: '100000',
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 server-busy, not 500, and serves again once streams close', async () => {
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        displayName: 'Many Tabs',
        restaurantName: 'Bistro des Onglets',
        email: 'tabs@example.com',
        password: 'many-tabs-password',
        inviteCode: await server.inviteCode(),
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(agent, `${server.baseUrl}/`)).status).toBe(200);
    server.limitOpenFiles(100);

    const streams: AbortController[] = [];
    for (let opened = 0; opened < 400; opened++) {
      const stream = await openStream(`${server.baseUrl}/api/live?since=0`, cookie);
      if (!stream) break;
      streams.push(stream);
    }
    expect(streams.length).toBeGreaterThan(10);
    expect(streams.length).toBeLessThan(400);

    const crowded = await get(agent, `${server.baseUrl}/`);
    expect(crowded.status).toBe(503);
    expect(JSON.parse(crowded.body)).toMatchObject({ error: { reason: 'server-busy' } });

    for (const stream of streams) stream.abort();
    await expect
      .poll(async () => (await get(agent, `${server.baseUrl}/`)).status, { timeout: 10_000 })
      .toBe(200);
    agent.destroy();
  });
});

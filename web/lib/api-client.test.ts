import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, holdReads } from './api-client.js';

// A server that answers only when told: a read stays in flight while the session ends.
let server: http.Server;
let base = '';
const waiting: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/slow') {
      waiting.push(response);
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of waiting) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const aborted = { name: 'AbortError' };

describe('signing out holds the reads', () => {
  it('aborts a read in flight and every read asked until the session has ended, then reads again', async () => {
    const inFlight = apiRequest('GET', `${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const resume = holdReads();
    await expect(inFlight).rejects.toMatchObject(aborted);
    await expect(apiRequest('GET', `${base}/fast`)).rejects.toMatchObject(aborted);
    // A write is not the session's read: it is sent (the logout itself is one).
    await expect(apiRequest('POST', `${base}/fast`, {})).resolves.toEqual({ ok: true });
    resume();
    await expect(apiRequest('GET', `${base}/fast`)).resolves.toEqual({ ok: true });
  });

  it('keeps a read’s own signal: aborting it does not abort the others', async () => {
    const own = new AbortController();
    const mine = apiRequest('GET', `${base}/slow`, undefined, { signal: own.signal });
    const other = apiRequest('GET', `${base}/fast`);
    own.abort();
    await expect(mine).rejects.toMatchObject(aborted);
    await expect(other).resolves.toEqual({ ok: true });
  });
});

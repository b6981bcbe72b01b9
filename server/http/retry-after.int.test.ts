import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestServer } from '../test/test-server.js';

/**
 * Every 503 says when to ask again (RFC 9110 Retry-After), so that a load balancer or any client
 * backs off and comes back rather than hammering or giving up: a degraded health check, a refusal
 * of the server's own (a lookup that failed), and a request that reaches a server shutting down.
 */

describe('503 answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CATALOG_PROVIDER: 'openfoodfacts',
      CATALOG_PROVIDER_URL: 'http://127.0.0.1:9',
      CATALOG_PROVIDER_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('carry Retry-After from a degraded health check', async () => {
    // What the error handler records when the database is full (a read still answers then).
    server.services.db.faults.record('storage-full');
    try {
      const health = await server.client().get('/api/health');
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      server.services.db.faults.clear();
    }
  });

  it('carry Retry-After from a refusal of the server’s own (a lookup that could not be made)', async () => {
    const owner = await server.signUp();
    const response = await owner.client.get('/api/barcodes/3011932000829');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error: { reason: 'lookup-failed' } });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

/** Raw HTTP/1.1 on one kept-alive connection: what a browser or a proxy does between requests. */
function openConnection(port: number): Promise<{ socket: net.Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => resolve({ socket, received: () => text }));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
  });
}

describe('a server shutting down', () => {
  it('refuses a request that reaches it on a kept-alive connection with 503 and Retry-After', async () => {
    const database = await openTestDatabase();
    const server = await startTestServer({}, database);
    try {
      const port = Number(new URL(server.baseUrl).port);
      const { socket, received } = await openConnection(port);
      // A request under way (its body not all sent) keeps the connection open through close().
      const arrived = once(server.app.server, 'request');
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not this one' });
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await arrived;
      // Its onRequest hooks have run by the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      const closed = server.app.close();
      // Then the rest of it, and the next request on the same connection.
      socket.write(
        `${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await closed;
      const answers = received().split(/(?=HTTP\/1\.1 )/);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 401 /);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
      expect(answers[1]).toMatch(/\r\nretry-after: \d+\r\n/i);
      expect(answers[1]).toContain('"reason":"server-busy"');
    } finally {
      await database.dispose();
    }
  });
});

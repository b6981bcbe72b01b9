import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../domain/operations/index.js';
import { documentedPath, ruleOfRoute } from '../security/api-operations.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { writeProbe } from '../test/write-probe.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

async function routeTable(): Promise<Array<{ method: string; path: string }>> {
  const response = await server.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  const document = response.body as OpenApiDocument;
  expect(document.openapi).toMatch(/^3\./);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

describe('API conventions', () => {
  it('answers health with the database in use', async () => {
    const response = await server.client().get('/api/health');
    expect(response.body).toEqual({ ok: true, status: 'ok', database: server.services.db.dialect });
  });

  it('documents its routes, generated from the zod schemas', async () => {
    const routes = await routeTable();
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/login',
        'GET /api/snapshot',
        'GET /api/live',
      ]),
    );
  });

  it('serves a document that a standard OpenAPI 3 validator accepts', async () => {
    const response = await server.client().get('/api/openapi.json');
    const document = response.body as Parameters<typeof SwaggerParser.validate>[0];
    // The validator resolves references in the object it is given: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toMatchObject({
      openapi: expect.stringMatching(/^3\./),
    });
  });

  it('documents each operation by its name, with its success answer, and nothing else', async () => {
    const response = await server.client().get('/api/openapi.json');
    const document = response.body as {
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    };
    const names = new Set<string>();
    for (const op of operations) {
      const documented = document.paths[documentedPath(op.path)]?.[op.method.toLowerCase()];
      expect(documented?.operationId, `${op.method} ${op.path}`).toBe(op.name);
      expect(Object.keys(documented?.responses ?? {}), op.name).toContain(String(op.status));
      expect(names.has(op.name), `${op.name} twice`).toBe(false);
      names.add(op.name);
    }
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, documented] of Object.entries(methods)) {
        expect(names.has(documented.operationId ?? ''), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('refuses a visitor on every route that is not public, with the one error shape', async () => {
    const visitor = server.client();
    for (const route of await routeTable()) {
      // Which routes anyone may call is the route table's to say (domain/route-permissions.ts).
      if (ruleOfRoute(`${route.method} ${route.path}`) === 'public') continue;
      const response = await visitor.request(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : {},
      );
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.body).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it('shows a restaurant only its own data, however many restaurants write', async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    const ofA = await writeProbe(server.services.writer, a);
    const ofB = await writeProbe(server.services.writer, b);
    const snapshotA = JSON.stringify((await a.client.get('/api/snapshot')).body);
    const snapshotB = JSON.stringify((await b.client.get('/api/snapshot')).body);
    expect(snapshotA).toContain(ofA);
    expect(snapshotA).not.toContain(ofB);
    expect(snapshotA).not.toContain(b.restaurantId);
    expect(snapshotB).toContain(ofB);
    expect(snapshotB).not.toContain(ofA);
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'not-found', reason: 'not-found', message: 'Not found.' },
    });
  });

  it('answers malformed and oversized bodies with 400, never 500', async () => {
    const client = server.client();
    const malformed = await client.post('/api/auth/login', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: 'invalid-argument' } });

    const wrongTypes = await client.post('/api/auth/login', { email: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);

    const huge = await client.post('/api/auth/login', {
      email: 'a@b.c',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      error: { code: 'invalid-argument', message: 'The request is too large.' },
    });
  });

  it('refuses deeply nested JSON with 400 before anything walks it, and keeps serving', async () => {
    const client = server.client();
    for (const depth of [10_000, 500_000]) {
      const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const response = await client.post('/api/auth/login', body, {
        'content-type': 'application/json',
      });
      expect(response.status, `${depth} deep`).toBe(400);
      expect(response.body).toMatchObject({
        error: { code: 'invalid-argument', reason: 'nesting-too-deep' },
      });
    }
    const nestedField = await client.post('/api/auth/login', {
      email: 'a@b.c',
      password: JSON.parse(`${'['.repeat(40)}"x"${']'.repeat(40)}`),
    });
    expect(nestedField.status).toBe(400);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('refuses state-changing requests from another site (CSRF)', async () => {
    const owner = await server.signUp();
    const crossSite = await owner.client.post('/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({ error: { code: 'permission-denied' } });
    const fetchSite = await owner.client.post('/api/auth/logout', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    expect((await owner.client.get('/api/snapshot')).status).toBe(200);

    const sameSite = await owner.client.post('/api/auth/logout', undefined, {
      origin: server.baseUrl,
    });
    expect(sameSite.status).toBe(204);
  });

  it('sends security headers: CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    const response = await server.client().get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });
});

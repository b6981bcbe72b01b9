import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode } from '../../domain/errors.js';
import { FIRST_VINTAGE, lastVintage, normalizeVintage } from '../../domain/format-rules.js';
import type { Bottle, Format, Product } from '../../domain/inventory.js';
import { isReason, reasons } from '../../domain/reasons.js';
import type { Snapshot } from '../../domain/snapshot.js';
import { productRequest } from '../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type ApiOperation,
  apiOperations,
  fillPath,
  type OpenApiDocument,
} from './api-operations.js';
import {
  encodePathSegment,
  HTML_PAYLOADS,
  hostileString,
  isStorable,
  SQL_PAYLOADS,
  UNICODE_EDGE_CASES,
} from './hostile-strings.js';
import {
  deleteAt,
  type FieldOverride,
  invalidValue,
  isObject,
  type JsonSchema,
  nodesOf,
  replaceAt,
  validValue,
} from './schema-arbitraries.js';

/**
 * Every route of the OpenAPI document, fed generated hostile input. Refused input
 * is a 4xx in the one error shape and changes nothing; valid but nasty text is stored verbatim.
 * Fixed seeds: a failure prints its seed and path, and the same cases run again next time.
 */

const SEED = 70_704;
/**
 * Cases per route and kind: about 2,000 in all, within ~30 s per database on two cores.
 * HOSTILE_INPUT_SCALE=10 runs ten times as many (same seeds, more cases).
 */
const SCALE = Number(process.env.HOSTILE_INPUT_SCALE ?? 1);
const REFUSED_RUNS = Math.round(32 * SCALE);
const NASTY_RUNS = Math.round(14 * SCALE);
const ROUND_TRIP_RUNS = Math.round(30 * SCALE);
/** Generous: the lead runs this beside the rest of the suite on a busy machine. */
const SLOW = 120_000;
const BODY_LIMIT_BYTES = 1024 * 1024;

let server: TestServer;
let operations: ApiOperation[];
/** Hostile requests sent by this file, all kinds together. */
let casesSent = 0;

beforeAll(async () => {
  server = await startTestServer();
  const document = await server.client().get('/api/openapi.json');
  operations = apiOperations(document.body as OpenApiDocument);
});
afterAll(async () => {
  await server.close();
});

interface Fixture {
  owner: SignedUp;
  productId: string;
  formatId: string;
  bottleIds: string[];
  locationId: string;
  colorId: string;
  listingId: string;
  stocktakeId: string;
}

/** A restaurant with one of everything, so that valid parts of a request reach real rows. */
async function restaurantWithData(): Promise<Fixture> {
  const owner = await server.signUp();
  const location = await owner.client.post('/api/locations', { name: 'Cellar' });
  const locationId = (location.body as { id: string }).id;
  await owner.client.post(`/api/locations/${locationId}/bins`, { name: 'A1' });
  const bottleIds = ['HX-1', 'HX-2', 'HX-3'];
  const saved = await owner.client.post('/api/products', {
    ...productRequest(),
    bottles: { ids: bottleIds, locationId, bin: 'A1' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const { product, format } = saved.body as { product: Product; format: Format };
  const listing = await owner.client.put('/api/listings', { formatId: format.id, price3oz: 9 });
  expect(listing.status, JSON.stringify(listing.body)).toBeLessThan(300);
  const snapshot = await snapshotOf(owner);
  const listingId = snapshot.restaurant.listings[0]?.id ?? '';
  const colorId = snapshot.restaurant.colors[0]?.id ?? '';
  const stocktake = await owner.client.post('/api/stocktakes', { places: [] });
  expect(stocktake.status, JSON.stringify(stocktake.body)).toBe(201);
  return {
    stocktakeId: (stocktake.body as { id: string }).id,
    owner,
    productId: product.id,
    formatId: format.id,
    bottleIds,
    locationId,
    colorId,
    listingId,
  };
}

async function snapshotOf(owner: SignedUp): Promise<Snapshot> {
  const response = await owner.client.get('/api/snapshot');
  expect(response.status).toBe(200);
  return response.body as Snapshot;
}

/** The existing row a path parameter names, by the route it belongs to. */
function realSegment(fixture: Fixture, path: string, name: string): string {
  if (name === 'bin') return 'A1';
  if (name === 'subKey') return 'subcat_still';
  if (name === 'key') return 'cat_wine';
  if (name === 'report') return 'value';
  if (name === 'code') return path.startsWith('/api/barcodes') ? '3259354102060' : 'HX-1';
  if (path.startsWith('/api/products')) return fixture.productId;
  if (path.startsWith('/api/formats')) return fixture.formatId;
  if (path.startsWith('/api/bottles')) return fixture.bottleIds[0] ?? '';
  if (path.startsWith('/api/locations')) return fixture.locationId;
  if (path.startsWith('/api/colors')) return fixture.colorId;
  if (path.startsWith('/api/listings')) return fixture.listingId;
  if (path.startsWith('/api/stocktakes')) return fixture.stocktakeId;
  // Well formed, and no one's: a member or an invite is looked up only after the body passes.
  if (
    path.startsWith('/api/team') ||
    path.startsWith('/api/imports') ||
    path.startsWith('/api/suppliers') ||
    path.startsWith('/api/sales') ||
    path.startsWith('/api/purchase-orders') ||
    path.startsWith('/api/deliveries/orders')
  )
    return '00000000-0000-4000-8000-000000000000';
  throw new Error(`no real value for {${name}} in ${path}`);
}

/** Real ids for the fields that name rows, so valid parts of a body get past the lookups. */
function realFields(fixture: Fixture): FieldOverride {
  return (name, schema) => {
    if (schema.type !== 'string') return undefined;
    if (name === 'formatId' || name === 'formatId') return fc.constant(fixture.formatId);
    if (name === 'locationId') return fc.constant(fixture.locationId);
    if (name === 'mainCategory') return fc.constant('cat_wine');
    if (name === 'subCategory') return fc.constant('subcat_still');
    if (name === 'ids' || name === 'qrCodeId') {
      return fc.oneof(
        fc.constantFrom(...fixture.bottleIds),
        fc.stringMatching(/^[A-Z]{2}-\d{1,4}$/),
      );
    }
    return undefined;
  };
}

/** Path segments that are not ids: hostile text (encoded), and raw escapes no decoder accepts. */
function hostileSegment(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 128;
  return fc.oneof(
    hostileString.filter((text) => text.length > 0).map(encodePathSegment),
    fc.constantFrom(...SQL_PAYLOADS).map(encodePathSegment),
    fc.constantFrom(max + 1, 400, 3000).map((length) => 'x'.repeat(length)),
    fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF', '%C0%AF', '%00', '%E2%80%AE', '.', '..'),
    fc.constantFrom('null', 'undefined', '0', '-1', '1e400', '__proto__', 'constructor', '*'),
  );
}

function segmentsFor(
  fixture: Fixture,
  operation: ApiOperation,
  hostileShare: 'none' | 'some' | 'at-least-one',
): fc.Arbitrary<Record<string, string>> {
  const params = operation.pathParams;
  if (params.length === 0) return fc.constant({});
  const real = params.map((param) =>
    fc.constant(encodePathSegment(realSegment(fixture, operation.path, param.name))),
  );
  const hostile = params.map((param) => hostileSegment(param.schema));
  const forced =
    hostileShare === 'at-least-one' ? fc.nat({ max: params.length - 1 }) : fc.constant(-1);
  return forced.chain((index) =>
    fc
      .tuple(
        ...params.map((_, i) => {
          const realOne = real[i] as fc.Arbitrary<string>;
          const hostileOne = hostile[i] as fc.Arbitrary<string>;
          if (i === index) return hostileOne;
          if (hostileShare === 'none') return realOne;
          return fc.oneof({ weight: 4, arbitrary: realOne }, { weight: 1, arbitrary: hostileOne });
        }),
      )
      .map((values) => Object.fromEntries(params.map((param, i) => [param.name, values[i] ?? '']))),
  );
}

interface BodyCase {
  kind: string;
  text: string;
  contentType: string;
}

const NOT_JSON = [
  "{'name': 'x'}",
  '{"a":1,}',
  '{"a" 1}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":undefined}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  ")]}'\n{}",
  '<?xml version="1.0"?><a/>',
  `{"a":${'['.repeat(10_000)}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json-patch+json',
  'image/png',
];

/** Tokens that are not JSON values, or that JSON turns into numbers no schema accepts. */
const RAW_TOKENS = [
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  'undefined',
  '0x10',
  '01',
  '.5',
  '+1',
  "'x'",
  'True',
];
const RAW = '__hostile_raw_token__';

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Bodies the schema refuses, whatever the route does with valid ones. */
function refusedBody(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  const json = (kind: string) => (value: unknown) => ({
    kind,
    text: JSON.stringify(value),
    contentType: 'application/json',
  });
  const kinds: Array<fc.Arbitrary<BodyCase>> = [
    valid.chain((body) => {
      const text = JSON.stringify(body);
      return fc
        .oneof(
          fc.nat({ max: text.length - 1 }).map((cut) => text.slice(0, cut)),
          fc
            .tuple(
              fc.nat({ max: text.length }),
              fc.constantFrom('\u0000', '}', '{', '"', ',', '\\', ':', ']'),
            )
            .map(([at, char]) => text.slice(0, at) + char + text.slice(at)),
        )
        .filter((broken) => !parsesAsJson(broken))
        .map((broken) => ({
          kind: 'malformed JSON',
          text: broken,
          contentType: 'application/json',
        }));
    }),
    fc
      .constantFrom(...NOT_JSON)
      .map((text) => ({ kind: 'not JSON', text, contentType: 'application/json' })),
    fc.tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([body, contentType]) => ({
      kind: `content-type ${contentType}`,
      text: JSON.stringify(body),
      contentType,
    })),
    valid.chain((body) =>
      fc
        .constantFrom(...nodesOf(body, schema))
        .chain((node) => invalidValue(node.schema).map((bad) => replaceAt(body, node.path, bad)))
        .map(json('wrong type or bounds')),
    ),
    valid.chain((body) => {
      const leaves = nodesOf(body, schema).filter((node) => node.path.length > 0);
      if (leaves.length === 0)
        return fc.constant({ kind: 'raw token', text: '1e400', contentType: 'application/json' });
      return fc
        .tuple(fc.constantFrom(...leaves), fc.constantFrom(...RAW_TOKENS))
        .map(([node, token]) => ({
          kind: `raw token ${token}`,
          text: JSON.stringify(replaceAt(body, node.path, RAW)).replace(`"${RAW}"`, token),
          contentType: 'application/json',
        }));
    }),
  ];
  const missing = valid.chain((body) => {
    const withRequired = nodesOf(body, schema).flatMap((node) =>
      node.schema.type === 'object' && isObject(node.value)
        ? (node.schema.required ?? [])
            .filter((key) => key in (node.value as object))
            .map((key) => [...node.path, key])
        : [],
    );
    return withRequired.length === 0
      ? fc.constant(null)
      : fc.constantFrom(...withRequired).map((path) => deleteAt(body, path));
  });
  if ((schema.required ?? []).length > 0) {
    kinds.push(missing.filter((body) => body !== null).map(json('missing field')));
  }
  return fc.oneof(...kinds);
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  body: unknown;
}

async function send(
  owner: SignedUp,
  method: string,
  url: string,
  body?: { text: string; contentType: string },
): Promise<Answer> {
  const headers: Record<string, string> = { cookie: owner.client.cookieHeader };
  if (body) headers['content-type'] = body.contentType;
  casesSent += 1;
  const response = await fetch(server.baseUrl + url, {
    method,
    headers,
    ...(body ? { body: body.text } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const isJson = contentType.includes('application/json') && text !== '';
  return { status: response.status, contentType, text, body: isJson ? JSON.parse(text) : text };
}

/** Words that would mean a database or runtime error reached the client. */
const LEAK =
  /sqlite|postgres|pg_|syntax error|relation "|violates|constraint|node_modules|stack|\bat \S+ \(|\bselect\b.*\bfrom\b|insert into/i;

/** The one error shape, with a short message that says what is wrong and leaks nothing. */
function expectErrorShape(answer: Answer, label: string): void {
  expect(answer.contentType, label).toMatch(/^application\/json/);
  expect(
    isObject(answer.body) && Object.keys(answer.body),
    `${label}: ${answer.text.slice(0, 300)}`,
  ).toEqual(['error']);
  const error = (answer.body as { error: Record<string, unknown> }).error;
  expect(
    Object.keys(error).filter((key) => !['code', 'reason', 'message', 'details'].includes(key)),
    label,
  ).toEqual([]);
  const { code, reason, message } = error;
  expect(isErrorCode(code), `${label}: code ${String(code)}`).toBe(true);
  expect(
    isReason(reason) && reasons[reason].code === code,
    `${label}: reason ${String(reason)}`,
  ).toBe(true);
  const expectedStatus = isErrorCode(code) ? errorStatus[code] : 0;
  const oversize = code === 'invalid-argument' && [413, 414, 431].includes(answer.status);
  expect(
    oversize || expectedStatus === answer.status,
    `${label}: ${answer.status} with ${String(code)}`,
  ).toBe(true);
  expect(typeof message === 'string' && message.trim().length > 0, label).toBe(true);
  expect(
    (message as string).length,
    `${label}: ${String(message).slice(0, 200)}`,
  ).toBeLessThanOrEqual(300);
  expect(message, label).not.toMatch(LEAK);
}

function expectRefused(answer: Answer, label: string): void {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expectErrorShape(answer, label);
}

function expectNoServerError(answer: Answer, label: string): void {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) expectErrorShape(answer, label);
}

function seedOf(text: string): number {
  let hash = SEED;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Every string in a JSON value, keys and values. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, child]) => [key, ...stringsIn(child)]);
  return [];
}

const routeName = (operation: ApiOperation) => `${operation.method} ${operation.path}`;

describe('hostile input on every route of the OpenAPI document', { timeout: SLOW }, () => {
  it('is generated from the route table: every route that reads a body, query or path', () => {
    const names = operations.filter(readsInput).map(routeName);
    expect(names.length).toBeGreaterThanOrEqual(35);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/products', 'GET /api/live', 'PATCH /api/colors/{id}']),
    );
  });

  it('refuses malformed JSON, wrong content types, wrong types and missing fields with a 4xx, and changes nothing', async () => {
    const fixture = await restaurantWithData();
    const before = JSON.stringify(await snapshotOf(fixture.owner));
    let cases = 0;
    for (const operation of operations.filter((op) => op.body)) {
      const schema = operation.body as JsonSchema;
      const valid = validValue(schema, { override: realFields(fixture) });
      await fc.assert(
        fc.asyncProperty(
          segmentsFor(fixture, operation, 'some'),
          refusedBody(schema, valid),
          async (segments, body) => {
            const url = fillPath(operation.path, segments);
            const answer = await send(fixture.owner, operation.method, url, body);
            cases += 1;
            expectRefused(
              answer,
              `${operation.method} ${url} (${body.kind}) ${body.text.slice(0, 120)}`,
            );
          },
        ),
        { seed: seedOf(routeName(operation)), numRuns: REFUSED_RUNS },
      );
      expect(
        JSON.stringify(await snapshotOf(fixture.owner)),
        `${routeName(operation)} changed the data`,
      ).toBe(before);
    }
    expect(cases).toBeGreaterThanOrEqual(25 * REFUSED_RUNS);
  });

  it('refuses writes to hostile ids in the path, and changes nothing', async () => {
    const fixture = await restaurantWithData();
    const before = JSON.stringify(await snapshotOf(fixture.owner));
    const writes = operations.filter((op) => op.method !== 'GET' && op.pathParams.length > 0);
    for (const operation of writes) {
      const valid = operation.body
        ? validValue(operation.body, { override: realFields(fixture) })
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(
          segmentsFor(fixture, operation, 'at-least-one'),
          valid,
          async (segments, body) => {
            const url = fillPath(operation.path, segments);
            const answer = await send(
              fixture.owner,
              operation.method,
              url,
              body === undefined
                ? undefined
                : { text: JSON.stringify(body), contentType: 'application/json' },
            );
            expectRefused(answer, `${operation.method} ${url}`);
          },
        ),
        { seed: seedOf(`ids ${routeName(operation)}`), numRuns: Math.ceil(REFUSED_RUNS / 2) },
      );
      expect(
        JSON.stringify(await snapshotOf(fixture.owner)),
        `${routeName(operation)} changed the data`,
      ).toBe(before);
    }
  });

  it('never fails on hostile ids in reads, and refuses a bad query string', async () => {
    const fixture = await restaurantWithData();
    for (const operation of operations.filter(
      (op) => op.method === 'GET' && op.pathParams.length > 0,
    )) {
      await fc.assert(
        fc.asyncProperty(segmentsFor(fixture, operation, 'at-least-one'), async (segments) => {
          const url = fillPath(operation.path, segments);
          expectNoServerError(await send(fixture.owner, 'GET', url), `GET ${url}`);
        }),
        { seed: seedOf(routeName(operation)), numRuns: REFUSED_RUNS },
      );
    }
    // Escapes no decoder accepts, and NUL: a 400 in the error shape on every route with a path id.
    for (const operation of operations.filter((op) => op.pathParams.length > 0)) {
      for (const raw of ['%', '%zz', '%ED%A0%80', '%FF', '%C0%AF', '%00', 'a%00b']) {
        const url = fillPath(
          operation.path,
          Object.fromEntries(operation.pathParams.map((param) => [param.name, raw])),
        );
        const answer = await send(fixture.owner, operation.method, url);
        expectRefused(answer, `${operation.method} ${url}`);
        expect(answer.status, `${operation.method} ${url}`).toBe(400);
      }
    }
    // GET /api/live with a valid `since` opens a stream: only values no integer parse accepts.
    const since = fc
      .oneof(
        hostileString,
        fc.constantFrom('-1', '1.5', '1e400', 'abc', '9007199254740993', '0x', '[]', '1,2'),
      )
      .filter((value) => {
        const number = Number(value);
        return (
          !(Number.isSafeInteger(number) && number >= 0) &&
          Number(value.replace(/\uFFFD/g, '')) !== 0
        );
      });
    for (const operation of operations.filter((op) => op.queryParams.length > 0)) {
      await fc.assert(
        fc.asyncProperty(since, async (value) => {
          const url = `${operation.path}?since=${encodePathSegment(value)}`;
          expectRefused(await send(fixture.owner, operation.method, url), `GET ${url}`);
        }),
        { seed: seedOf(routeName(operation)), numRuns: REFUSED_RUNS },
      );
    }
  });

  it('answers valid bodies full of SQL, markup and odd Unicode without a 5xx; unstorable text is a 400', async () => {
    const fixture = await restaurantWithData();
    const other = await restaurantWithData();
    const otherBefore = JSON.stringify(await snapshotOf(other.owner));
    const extraFields = fc.dictionary(
      fc.constantFrom(
        'id',
        'restaurantId',
        'restaurant_id',
        'revision',
        'isAdmin',
        '__proto__x',
        'userId',
      ),
      fc.constantFrom(other.owner.restaurantId, other.owner.userId, 'forced-id', 999, true),
      { maxKeys: 3 },
    );
    for (const operation of operations.filter((op) => op.body)) {
      const valid = validValue(operation.body as JsonSchema, {
        hostile: true,
        override: realFields(fixture),
      });
      await fc.assert(
        fc.asyncProperty(
          segmentsFor(fixture, operation, 'none'),
          valid,
          fc.option(extraFields, { nil: undefined }),
          async (segments, body, extra) => {
            const sent = extra && isObject(body) ? { ...extra, ...body } : body;
            const url = fillPath(operation.path, segments);
            const answer = await send(fixture.owner, operation.method, url, {
              text: JSON.stringify(sent),
              contentType: 'application/json',
            });
            const label = `${operation.method} ${url} ${JSON.stringify(sent).slice(0, 200)}`;
            expectNoServerError(answer, label);
            if (!stringsIn(sent).every(isStorable)) {
              expect(answer.status, `${label}: unstorable text must be refused`).toBe(400);
            }
          },
        ),
        { seed: seedOf(`nasty ${routeName(operation)}`), numRuns: NASTY_RUNS },
      );
    }
    expect(JSON.stringify(await snapshotOf(other.owner)), 'another restaurant changed').toBe(
      otherBefore,
    );
  });

  it('answers a body over the limit with 413 in the error shape on every route that takes one', async () => {
    const fixture = await restaurantWithData();
    const before = JSON.stringify(await snapshotOf(fixture.owner));
    const padding = 'x'.repeat(BODY_LIMIT_BYTES);
    for (const operation of operations.filter((op) => op.body)) {
      const url = fillPath(
        operation.path,
        Object.fromEntries(
          operation.pathParams.map((p) => [p.name, realSegment(fixture, operation.path, p.name)]),
        ),
      );
      const answer = await send(fixture.owner, operation.method, url, {
        text: JSON.stringify({ name: padding }),
        contentType: 'application/json',
      });
      expect(answer.status, routeName(operation)).toBe(413);
      expectErrorShape(answer, routeName(operation));
      expect(answer.body).toMatchObject({ error: { message: 'The request is too large.' } });
    }
    // Just under the limit is read and judged on its content.
    const under = await send(fixture.owner, 'POST', '/api/locations', {
      text: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
      contentType: 'application/json',
    });
    expect(under.status).toBe(400);
    expectErrorShape(under, 'just under the limit');
    // An address or headers too large for the HTTP parser: refused before the app, same shape.
    for (const [url, headers] of [
      [`/api/bottles/${'x'.repeat(100_000)}`, {}],
      ['/api/snapshot', { 'x-padding': 'y'.repeat(100_000) }],
    ] as const) {
      const response = await fetch(server.baseUrl + url, {
        headers: { cookie: fixture.owner.client.cookieHeader, ...headers },
      });
      const text = await response.text();
      const answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
        body: JSON.parse(text) as unknown,
      };
      expectRefused(answer, url.slice(0, 40));
    }
    expect(JSON.stringify(await snapshotOf(fixture.owner))).toBe(before);
  });
});

describe('valid but nasty text is stored and returned verbatim', { timeout: SLOW }, () => {
  const text = (max: number) =>
    fc
      .oneof(
        hostileString,
        fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_EDGE_CASES),
      )
      .map((value) => value.slice(0, max));
  let counter = 0;
  const unique = (value: string, max: number) => {
    counter += 1;
    const suffix = ` #${counter}`;
    return value.slice(0, max - suffix.length) + suffix;
  };

  it('keeps every field of a wine exactly (trimmed), or refuses text no database can hold', async () => {
    const { owner } = await restaurantWithData();
    const fields = [
      'name',
      'producer',
      'country',
      'region',
      'subregion',
      'appellation',
      'classification',
      'regulatedDesignation',
      'style',
      'supplier',
    ] as const;
    const product = fc.record({
      name: text(200),
      producer: text(200),
      country: text(100),
      region: text(100),
      subregion: text(100),
      appellation: text(150),
      classification: text(150),
      regulatedDesignation: text(150),
      style: text(100),
      supplier: text(150),
      variety: text(80),
      // Not free text: a year, NV or nothing (domain/format-rules.ts).
      vintage: fc.oneof(
        fc.constantFrom('', 'NV', ' nv '),
        fc.integer({ min: FIRST_VINTAGE, max: lastVintage() }).map((year) => ` ${year} `),
      ),
      tastingNotes: text(4000),
    });
    await fc.assert(
      fc.asyncProperty(product, async (input) => {
        const { variety, vintage, tastingNotes, ...productFields } = input;
        const request = productRequest({
          ...productFields,
          varieties: [{ name: variety, pct: null }],
        });
        request.format = { ...request.format, vintage, tastingNotes };
        casesSent += 1;
        const response = await owner.client.post('/api/products', {
          ...request,
          id: 'forced-id',
          restaurantId: 'another',
        });
        const label = JSON.stringify(input);
        const sent = Object.values(input);
        if (!sent.every(isStorable)) {
          expect(response.status, label).toBe(400);
          expectErrorShape(
            {
              status: response.status,
              contentType: 'application/json',
              text: '',
              body: response.body,
            },
            label,
          );
          return;
        }
        if (input.name.trim() === '') {
          expect(response.status, label).toBe(400);
          return;
        }
        expect(response.status, `${label} ${JSON.stringify(response.body)}`).toBe(201);
        const saved = response.body as { product: Product; format: Format };
        expect(saved.product.id).not.toBe('forced-id');
        const snapshot = await snapshotOf(owner);
        const stored = snapshot.products.find((p) => p.id === saved.product.id);
        const storedFormat = snapshot.formats.find((f) => f.id === saved.format.id);
        for (const field of fields) {
          expect(saved.product[field], field).toBe(input[field].trim());
          expect(stored?.[field], field).toBe(input[field].trim());
        }
        expect(stored?.varieties[0]?.name).toBe(variety.trim());
        expect(storedFormat?.vintage).toBe(normalizeVintage(vintage));
        expect(storedFormat?.tastingNotes).toBe(tastingNotes.trim());
      }),
      { seed: seedOf('round-trip products'), numRuns: ROUND_TRIP_RUNS * 2 },
    );
  });

  it('serves a bottle id of 128 printable characters (but / \\ ? #) on every route that names a bottle', async () => {
    const fixture = await restaurantWithData();
    // Every printable character but / \ ? #, which a URL would split (refused as ids).
    const printable = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) =>
      String.fromCharCode(0x21 + i),
    ).filter((char) => !'/\\?#'.includes(char));
    const id = `Z${printable.join('')}`.padEnd(128, 'Q');
    const added = await fixture.owner.client.post('/api/bottles', {
      formatId: fixture.formatId,
      ids: [id],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const path = `/api/bottles/${encodeURIComponent(id)}`;
    expect((await fixture.owner.client.get(`${path}/history`)).status).toBe(200);
    expect((await fixture.owner.client.post('/api/scan', { code: id })).body).toMatchObject({
      kind: 'bottle',
    });
    const noted = await fixture.owner.client.patch(path, { notes: 'far end of the rack' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect((await fixture.owner.client.delete(path)).status).toBe(204);
  });

  it('keeps bottle notes, location, bin, color and category names exactly', async () => {
    const fixture = await restaurantWithData();
    const { owner } = fixture;
    const bottleId = fixture.bottleIds[1] ?? '';
    const cases = fc.record({
      notes: text(2000),
      location: text(80),
      bin: text(40),
      color: text(50),
      en: text(80),
      fr: text(80),
    });
    await fc.assert(
      fc.asyncProperty(cases, async (input) => {
        const label = JSON.stringify(input);
        const names = {
          location: unique(input.location, 80),
          bin: unique(input.bin, 40),
          color: unique(input.color, 50),
          en: unique(input.en, 80),
          fr: unique(input.fr, 80),
        };
        casesSent += 5;
        const answers = {
          notes: await owner.client.patch(`/api/bottles/${bottleId}`, { notes: input.notes }),
          location: await owner.client.post('/api/locations', {
            name: names.location,
            restaurantId: 'x',
          }),
          bin: await owner.client.post(`/api/locations/${fixture.locationId}/bins`, {
            name: names.bin,
          }),
          color: await owner.client.post('/api/colors', { name: names.color }),
          category: await owner.client.post('/api/categories', {
            key: `cat_h${counter}`,
            en: names.en,
            fr: names.fr,
          }),
        };
        const storable = {
          notes: isStorable(input.notes),
          location: isStorable(names.location),
          bin: isStorable(names.bin),
          color: isStorable(names.color),
          category: isStorable(names.en) && isStorable(names.fr),
        };
        for (const [key, answer] of Object.entries(answers)) {
          const ok = storable[key as keyof typeof storable];
          expect(answer.status, `${key} ${label} ${JSON.stringify(answer.body)}`).toBe(
            ok ? (key === 'notes' || key === 'bin' ? 200 : 201) : 400,
          );
        }
        const { restaurant, bottles } = await snapshotOf(owner);
        if (storable.notes) {
          expect(bottles.find((b: Bottle) => b.id === bottleId)?.notes).toBe(input.notes.trim());
        }
        if (storable.location) {
          expect(
            restaurant.locations.map((l) => l.name),
            label,
          ).toContain(names.location.trim());
        }
        if (storable.bin) {
          const cellar = restaurant.locations.find((l) => l.id === fixture.locationId);
          expect(cellar?.bins, label).toContain(names.bin.trim());
        }
        if (storable.color)
          expect(
            restaurant.colors.map((c) => c.name),
            label,
          ).toContain(names.color.trim());
        if (storable.category) {
          expect(restaurant.categories.find((c) => c.key === `cat_h${counter}`)).toMatchObject({
            en: names.en.trim(),
            fr: names.fr.trim(),
          });
        }
      }),
      { seed: seedOf('round-trip names'), numRuns: ROUND_TRIP_RUNS },
    );
  });
});

describe('in all', () => {
  it('fed thousands of hostile requests', () => {
    expect(casesSent).toBeGreaterThanOrEqual(1900 * SCALE);
  });
});

function readsInput(operation: ApiOperation): boolean {
  return (
    Boolean(operation.body) || operation.pathParams.length > 0 || operation.queryParams.length > 0
  );
}

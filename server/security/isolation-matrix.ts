import type { Role } from '../../domain/permissions.js';
import {
  type IdKind,
  MALFORMED_IDS,
  missingId,
  revisionNow,
  type World,
  type WorldIds,
} from './isolation-world.js';
import type { ExampleRequest, RouteExample } from './route-examples.js';

/** Who is asking, and which restaurant's ids count as theirs. */
export interface Identity {
  name: string;
  signedIn: boolean;
  /** A signed-in member's role in `own`: what domain/permissions.ts expects of each route. */
  role?: Role;
  /** The cookie to send (a fresh session's for log-out when signed in). */
  cookie(freshSession: boolean): Promise<string>;
  own: World;
  foreign: World;
  credentials: { email: string; password: string };
}

export type Variant = 'own' | 'foreign' | 'missing' | `malformed (${string})`;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface Case {
  identity: Identity;
  example: RouteExample;
  slot: IdKind | null;
  variant: Variant;
  /** The id put in the slot (for masking when two answers are compared). */
  slotValue: string;
  method: string;
  request: ExampleRequest;
  answer: Answer;
}

export interface MatrixRun {
  baseUrl: string;
  invite(): Promise<string>;
  nextN(): number;
}

/** One request as a browser would send it, without a cookie jar: the identity's cookie or none. */
export async function send(
  baseUrl: string,
  method: string,
  request: ExampleRequest,
  cookie: string,
): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  // A file (an import's CSV) goes as it is, with the content type its example gives.
  const file = typeof request.body === 'string' && request.headers?.['content-type'] !== undefined;
  if (request.body !== undefined && !file) headers['content-type'] = 'application/json';
  const controller = new AbortController();
  const response = await fetch(baseUrl + request.path, {
    method,
    headers,
    body:
      request.body === undefined
        ? undefined
        : file
          ? String(request.body)
          : JSON.stringify(request.body),
    signal: controller.signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    // The live feed never ends by itself: its status and headers are the answer.
    controller.abort();
    return { status: response.status, headers: response.headers, text: '', body: null };
  }
  const text = await response.text();
  const body = type.includes('application/json') && text ? (JSON.parse(text) as unknown) : text;
  return { status: response.status, headers: response.headers, text, body };
}

function methodOf(example: RouteExample): string {
  return example.route.split(' ')[0] ?? 'GET';
}

/**
 * Every example under one identity: its own ids, then each slot swapped for every other kind.
 * `refusedOnly`: the identity is to be refused every example, so no target is made for it (making
 * one would change its restaurant while the matrix checks that nothing does).
 */
export async function runIdentity(
  run: MatrixRun,
  identity: Identity,
  examples: readonly RouteExample[],
  refusedOnly = false,
): Promise<Case[]> {
  const cases: Case[] = [];
  for (const example of examples) {
    const method = methodOf(example);
    // A target the route uses up, made again only after a request succeeded with it. Only a
    // signed-in identity can use one up; the others keep the standing ids.
    let target: Partial<WorldIds> | null = null;
    const one = async (slot: IdKind | null, variant: Variant, value?: string) => {
      const n = run.nextN();
      const ids: WorldIds = { ...identity.own.ids, newBottleId: `${identity.own.tag}-N${n}` };
      if (identity.signedIn && !refusedOnly && example.fresh) {
        target ??= await example.fresh(identity.own, n);
        Object.assign(ids, target);
      }
      if (slot && value !== undefined) ids[slot] = value;
      const request = await example.request(ids, {
        n,
        invite: run.invite,
        credentials: identity.credentials,
        revision: () => revisionNow(identity.own.who.client),
      });
      const cookie = await identity.cookie(example.ownSession === true);
      const answer = await send(run.baseUrl, method, request, cookie);
      if (answer.status < 400) target = null;
      cases.push({
        identity,
        example,
        slot,
        variant,
        slotValue: slot ? ids[slot] : '',
        method,
        request,
        answer,
      });
    };
    await one(null, 'own');
    for (const slot of example.slots) {
      // A QR id another restaurant already uses; a signed-in identity takes each one only once,
      // since adding it makes it its own.
      const spares = identity.foreign.spareBottleIds;
      const foreign =
        slot !== 'newBottleId'
          ? identity.foreign.ids[slot]
          : identity.signedIn && !refusedOnly
            ? spares.shift()
            : spares[0];
      if (foreign === undefined) throw new Error('out of spare foreign bottles');
      await one(slot, 'foreign', foreign);
      await one(slot, 'missing', missingId(slot, run.nextN()));
      // An entity tag is not an id a client types: any text there just misses the cache.
      if (slot === 'etag') continue;
      // Refused before any id is read: one malformed kind is enough for the signed-out.
      for (const malformed of identity.signedIn ? MALFORMED_IDS : MALFORMED_IDS.slice(0, 1)) {
        await one(slot, `malformed (${malformed.name})`, malformed.value);
      }
    }
  }
  return cases;
}

export function caseName(item: Case): string {
  const label = item.example.label ? ` [${item.example.label}]` : '';
  const slot = item.slot ? ` ${item.slot}=${item.variant}` : '';
  return `${item.identity.name}: ${item.example.route}${label}${slot}`;
}

/** Every string a request carried: the answer may echo these back without leaking anything. */
export function sentStrings(request: ExampleRequest): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const [pathname = '', query = ''] = request.path.split('?');
  for (const segment of pathname.split('/')) found.push(decodeURIComponent(segment));
  found.push(query);
  walk(request.body);
  walk(request.headers);
  return found.filter((text) => text.length > 0);
}

/** The answer's body and headers as one text, to search for another restaurant's markers. */
export function answerText(answer: Answer): string {
  const headers = [...answer.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${headers}\n${answer.text}`;
}

function maskAll(text: string, values: readonly string[]): string {
  let masked = text;
  for (const value of values) {
    if (!value) continue;
    for (const form of [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]) {
      masked = masked.replaceAll(form, '<id>');
    }
  }
  return masked;
}

function structure(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structure);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, inner]) => [key, structure(inner)]),
    );
  }
  return value === null ? 'null' : typeof value;
}

/**
 * What a client can tell from an answer: its status, and the error's code, message and details
 * with the id itself masked, or for a success the shape of the body.
 */
export function answerShape(answer: Answer, masked: readonly string[]): unknown {
  const error = (answer.body as { error?: unknown } | null)?.error;
  if (error !== undefined) {
    return { status: answer.status, error: maskAll(JSON.stringify(error), masked) };
  }
  return { status: answer.status, shape: structure(answer.body) };
}

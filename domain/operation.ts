import type { Permission } from './permissions.js';
import type { z } from './zod.js';

/**
 * What an operation asks of the one calling it: nothing (`public`), a live session (`member`), or
 * a permission of the member's role (domain/permissions.ts).
 */
export type RouteRule = 'public' | 'member' | Permission;

/** Every operation's path starts with it; the server mounts the API's routes there. */
export const apiPrefix = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

/**
 * One API endpoint, declared once: the server registers its route from it (validation, the
 * permission check, the OpenAPI entry with `operationId`), the isolation matrix expects its
 * answers from it, and the web calls it with `call(operation, input)`, types inferred.
 *
 * `path` is the whole path with `:name` parameters, as Fastify and the route guard key it.
 * `response` is the success body's schema; `null` for an answer with no body (204). A response
 * that is not JSON (CSV, a stream, a page) names its media type and leaves `response` null.
 */
export interface Operation<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | null = Schema | null,
> {
  /** The `operationId`: the same word as the constant that holds it (a unit test checks). */
  name: string;
  method: Method;
  path: string;
  rule: RouteRule;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  status: 200 | 201 | 202 | 204;
  response: R;
  /**
   * Answers other than success and refusals, for the document: a 304 (`null`, no body) to a
   * request with the entity tag it holds, a 503 with a body while degraded.
   */
  otherResponses?: Readonly<Record<number, Schema | null>>;
  /** A body that is not JSON: its media type, for the document. */
  produces?: 'text/csv' | 'text/event-stream' | 'text/html' | 'application/octet-stream';
  /**
   * The request's body is a file, not JSON: the media types it may be sent as and its largest
   * size. The handler reads it as bytes; `body` stays unset.
   */
  file?: FileBody;
}

/** A request body taken as raw bytes (a cellar file), described as binary in the document. */
export interface FileBody {
  mediaTypes: readonly string[];
  maxBytes: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest operation, for lists and constraints
export type AnyOperation = Operation<any, any, any, any>;

/** Declares an operation, keeping its literal types for `call` and the server's handler. */
export function operation<
  const P extends Schema | undefined = undefined,
  const Q extends Schema | undefined = undefined,
  const B extends Schema | undefined = undefined,
  const R extends Schema | null = null,
>(declared: Operation<P, Q, B, R>): Operation<P, Q, B, R> {
  return declared;
}

type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** What the server's handler reads: validated and defaulted. */
export type ParamsOf<O> = O extends Operation<infer P> ? Parsed<P> : never;
export type QueryOf<O> = O extends Operation<Schema | undefined, infer Q> ? Parsed<Q> : never;
export type BodyOf<O> =
  O extends Operation<Schema | undefined, Schema | undefined, infer B> ? Parsed<B> : never;
/** What the handler answers (its input shape: the serializer applies the schema). */
export type AnswerOf<O> =
  O extends Operation<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? R extends Schema
      ? z.input<R>
      : undefined
    : never;
/** What a client receives. */
export type ResultOf<O> =
  O extends Operation<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? R extends Schema
      ? z.output<R>
      : undefined
    : never;

/** A part may be left out when it may be undefined, or is an object whose keys all may be. */
type Field<K extends string, S> = S extends Schema
  ? undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : // biome-ignore lint/complexity/noBannedTypes: "every key optional" is written `{}`
      {} extends z.input<S>
      ? { [key in K]?: z.input<S> }
      : { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What a client sends: only the parts the operation declares, each typed by its schema. */
export type InputOf<O> =
  O extends Operation<infer P, infer Q, infer B>
    ? Field<'params', P> & Field<'query', Q> & Field<'body', B>
    : never;

/** Fills the `:name` parameters of a path, each segment encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` for the defined values of a query (arrays repeat their key); '' for none. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The address of one call: its path filled and its query. */
export function addressOf(
  op: Pick<AnyOperation, 'path'>,
  input: { params?: unknown; query?: unknown },
): string {
  return (
    fillPath(op.path, input.params as Record<string, unknown> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined)
  );
}

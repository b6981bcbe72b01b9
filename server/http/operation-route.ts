import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {
  AnswerOf,
  AnyOperation,
  BodyOf,
  FileBody,
  ParamsOf,
  QueryOf,
} from '../../domain/operation.js';
import { apiPrefix } from '../../domain/operation.js';
import { z } from '../../domain/zod.js';

export type OperationRequest<O> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: BodyOf<O>;
}>;

/**
 * Answers an operation: its declared body (the status is the operation's), or the reply itself
 * when the handler sent something else (a stream, a file, another status).
 */
export type OperationHandler<O> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<AnswerOf<O> | FastifyReply>;

/** What a route adds to its operation: `compress: false` for a body compressed once, ahead. */
export type RouteExtras = Pick<RouteOptions, 'compress' | 'config'>;

const noContent = z.null().describe('Done; no body');

function responseSchema(op: AnyOperation): Record<number, unknown> {
  const others = Object.fromEntries(
    Object.entries(op.otherResponses ?? {}).map(([status, schema]) => [status, schema ?? z.null()]),
  );
  if (op.produces) {
    return {
      [op.status]: {
        description: op.summary,
        content: { [op.produces]: { schema: z.string() } },
      },
      ...others,
    };
  }
  return { [op.status]: op.response ?? noContent, ...others };
}

/**
 * Takes a file operation's media types as bytes, in the plugin registering it only: everywhere
 * else the JSON parser and its 1 MB limit apply.
 */
function acceptFile(app: FastifyInstance, file: FileBody): void {
  for (const type of file.mediaTypes) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: file.maxBytes },
      (_request, body, done) => done(null, body),
    );
  }
}

/**
 * The OpenAPI document's entry of a route: a file operation's body (`consumes`, no schema to
 * validate it by) is documented as binary in each of its media types.
 */
export function documentFileBody<T extends { schema: object }>(entry: T): T {
  const schema = entry.schema as { consumes?: unknown; body?: unknown };
  if (!Array.isArray(schema.consumes) || schema.body !== undefined) return entry;
  return { ...entry, schema: { ...schema, body: { type: 'string', format: 'binary' } } };
}

/**
 * Registers an operation's route on a plugin mounted under `/api` (server/app.ts): its schemas
 * validate the request and serialize the answer, and the OpenAPI document names it. `config` is
 * the route's server-side options (e.g. its writes counted per session: write-quota.ts).
 */
export function route<O extends AnyOperation>(
  app: FastifyInstance,
  op: O,
  handler: OperationHandler<O>,
  options: RouteExtras = {},
): void {
  if (op.file) acceptFile(app, op.file);
  app.route({
    ...options,
    method: op.method,
    url: op.path.slice(apiPrefix.length),
    ...(op.file ? { bodyLimit: op.file.maxBytes } : {}),
    schema: {
      operationId: op.name,
      tags: [op.tag],
      summary: op.summary,
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      ...(op.file ? { consumes: [...op.file.mediaTypes] } : {}),
      response: responseSchema(op),
    },
    handler: async (request, reply) => {
      reply.status(op.status);
      const answer = await handler(request as OperationRequest<O>, reply);
      if (answer === reply) return reply;
      if (op.status === 204) return reply.send();
      return answer;
    },
  });
}

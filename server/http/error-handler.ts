import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isReason, type Reason, reasonMessage } from '../../domain/reasons.js';
import { isDatabaseBusy } from '../db/constraint-errors.js';
import { type FaultLog, storageFault } from '../db/faults.js';
import { AppError, errorBody } from './app-error.js';

/** One refused field of a request: where, why (when the schema names a reason), in English. */
interface FieldIssue {
  field: string;
  message: string;
  reason?: Reason;
}

/** A 503 that does not say when: another process's lock passes in a moment, the rest in a few. */
function unavailableRetrySeconds(reason: Reason): number {
  return reason === 'database-busy' ? 1 : 5;
}

/**
 * Every failure leaves as `{ error: { code, reason, message, details? } }`. Bad input is a 400
 * that says what is wrong; only a real bug is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance, faults: FaultLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter =
        retryAfterSeconds(error.details) ??
        (error.status === 503 ? unavailableRetrySeconds(error.reason) : undefined);
      // RFC 9110: tells any client (not only ours) when a refused attempt may be repeated; every
      // 503 says it, so a load balancer or a client's retry knows when to ask again.
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
      return reply.status(error.status).send(errorBody(error.reason, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue): FieldIssue => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A schema names a reason by using its key as the message (domain/refusal.ts).
        const reason = isReason(issue.message) ? issue.message : undefined;
        const message = reason ? reasonMessage(reason) : (issue.message ?? 'Invalid value.');
        return reason ? { field, message, reason } : { field, message };
      });
      const first = issues[0];
      const message = first
        ? first.field
          ? `${first.field}: ${first.message}`
          : first.message
        : reasonMessage('invalid-field');
      return reply.status(400).send(errorBody(first?.reason ?? 'invalid-field', issues, message));
    }
    const fault = storageFault(error);
    if (fault) {
      // The database itself: say which fault in the log (health reports it too), and 503.
      request.log.error({ err: error, fault }, 'database fault');
      faults.record(fault);
      return asJsonError(reply).header('Retry-After', '5').status(503).send(errorBody(fault));
    }
    if (isDatabaseBusy(error)) {
      // A read or a session update met another process's lock: worth a retry, not a 500.
      return asJsonError(reply)
        .header('Retry-After', '1')
        .status(503)
        .send(errorBody('database-busy'));
    }
    if (outOfDescriptors(error)) {
      // Too many open files (streams, sockets): a moment later some have closed. Not a bug.
      request.log.warn({ err: error }, 'out of file descriptors');
      return asJsonError(reply)
        .header('Retry-After', '5')
        .status(503)
        .send(errorBody('server-busy'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('request-too-large'));
    if (status === 429) return reply.status(429).send(errorBody('too-many-attempts'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type...): its message is safe to show.
      return reply.status(400).send(errorBody('malformed-request', undefined, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return asJsonError(reply).status(500).send(errorBody('internal'));
  });
}

/**
 * A failure met while sending a file (the static server had already set its type, encoding and
 * caching) leaves as the JSON error body, described as what it is.
 */
function asJsonError(reply: FastifyReply): FastifyReply {
  for (const header of ['content-encoding', 'content-length', 'etag', 'last-modified'])
    reply.removeHeader(header);
  reply.header('Cache-Control', 'no-store');
  return reply.type('application/json; charset=utf-8');
}

/** EMFILE / ENFILE, on the error or the one it wraps (the static file server wraps fs errors). */
function outOfDescriptors(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current ? current.code : undefined;
    if (code === 'EMFILE' || code === 'ENFILE') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function retryAfterSeconds(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) {
    return undefined;
  }
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

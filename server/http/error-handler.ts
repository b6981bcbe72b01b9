import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isReason, type Reason, reasonMessage } from '../../domain/reasons.js';
import { AppError, errorBody } from './app-error.js';

/** One refused field of a request: where, why (when the schema names a reason), in English. */
interface FieldIssue {
  field: string;
  message: string;
  reason?: Reason;
}

/**
 * Every failure leaves as `{ error: { code, reason, message, details? } }`. Bad input is a 400
 * that says what is wrong; only a real bug is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = retryAfterSeconds(error.details);
      // RFC 9110: tells any client (not only ours) when a refused attempt may be repeated.
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
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('request-too-large'));
    if (status === 429) return reply.status(429).send(errorBody('too-many-attempts'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type...): its message is safe to show.
      return reply.status(400).send(errorBody('malformed-request', undefined, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal'));
  });
}

function retryAfterSeconds(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) {
    return undefined;
  }
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';
import { AppError } from './app-error.js';

/**
 * Every failure leaves as `{ error: { code, message } }` with the status of SPEC.md §7.
 * Bad input is a 400 that says what is wrong; only a real bug is a 500, and its details stay in
 * the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = retryAfterSeconds(error.details);
      // RFC 9110: tells any client (not only ours) when a refused attempt may be repeated.
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field, message: issue.message ?? 'Invalid value.' };
      });
      const first = issues[0];
      const message = first
        ? first.field
          ? `${first.field}: ${first.message}`
          : first.message
        : 'Invalid request.';
      return reply.status(400).send(body('invalid-argument', message, issues));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(body('invalid-argument', messages.bodyTooLarge));
    }
    if (status === 429) {
      return reply.status(429).send(body('resource-exhausted', messages.tooManyAttempts));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type...): its message is safe to show.
      return reply.status(400).send(body('invalid-argument', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', messages.internal));
  });
}

function body(
  code: ApiErrorBody['error']['code'],
  message: string,
  details?: unknown,
): ApiErrorBody {
  return details === undefined
    ? { error: { code, message } }
    : { error: { code, message, details } };
}

function retryAfterSeconds(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) {
    return undefined;
  }
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

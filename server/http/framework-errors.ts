import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerGuestNotFound, isGuestPath } from '../features/guest-menu/index.js';
import { errorBody } from './app-error.js';

/**
 * Refusals that happen before a route is chosen, in the one error shape instead of Fastify's own:
 * the router's (a broken %-escape in the address, a path parameter too long) and the HTTP
 * parser's (headers or address over Node's limit, bytes that are not HTTP).
 */

/** Longer than any id once percent-encoded (bottle ids are 128 printable characters at most). */
export const MAX_PARAM_LENGTH = 512;

export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Under /m a guest's malformed address gets the guest menu's one 404.
  if (isGuestPath(request.url)) {
    answerGuestNotFound(request, reply);
    return;
  }
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.status(status).send(errorBody(status === 414 ? 'request-too-large' : 'malformed-request'));
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const payload = JSON.stringify(
    errorBody(status === 431 ? 'request-too-large' : 'malformed-request'),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n` +
        'Connection: close\r\n\r\n' +
        payload,
    );
  }
  socket.destroy(error);
}

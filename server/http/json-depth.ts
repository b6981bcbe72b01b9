import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * No request of ours nests deeper than a handful of levels; this leaves room for any real client
 * and refuses a body built to exhaust the stack (10,000 nested arrays crashed a recursive walk
 * with a 500) or to hold the event loop (a 1 MB body nested 500,000 deep).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without recursion
 * and without parsing: brackets inside strings do not count. Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Parses JSON bodies with Fastify's own parser (which guards against prototype poisoning) once
 * their nesting is known to be within MAX_JSON_DEPTH, so nothing after it ever walks a deep body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new AppError('nesting-too-deep'), undefined);
      return;
    }
    parse(request, text, done);
  });
}

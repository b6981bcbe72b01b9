import type { FastifyInstance } from 'fastify';
import { reasonMessage } from '../../domain/reasons.js';
import { AppError } from './app-error.js';

/**
 * Refuses text that no column can hold as sent: NUL (PostgreSQL's text type rejects it, so it
 * was a 500 there while SQLite stored it) and lone UTF-16 surrogates (UTF-8 has no encoding for
 * them, so both drivers silently stored U+FFFD instead). Checked on the path, the query and the
 * whole body before validation, so every route refuses them the same way, with a 400.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableField(part, '');
      if (field !== null) {
        throw new AppError('unstorable-text', [
          { field, message: reasonMessage('unstorable-text'), reason: 'unstorable-text' },
        ]);
      }
    }
  });
}

/** The dotted path of the first string (value or key) that cannot be stored, or null. */
export function unstorableField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  // A file sent as bytes (an import) is read, and its text checked, by its own route.
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return childPath;
    const found = unstorableField(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

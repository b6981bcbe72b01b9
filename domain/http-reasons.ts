import type { ErrorCode } from './errors.js';

/**
 * The refusals of the request itself (malformed, too large, too many) and of the server's state
 * (storage, database, load), whatever the operation; part of `reasons` (domain/reasons.ts).
 */
export const httpReasons = {
  'not-found': { code: 'not-found', message: 'Not found.' },
  'malformed-request': { code: 'invalid-argument', message: 'The request is malformed.' },
  'request-too-large': { code: 'invalid-argument', message: 'The request is too large.' },
  'nesting-too-deep': { code: 'invalid-argument', message: 'The request is nested too deeply.' },
  'invalid-field': { code: 'invalid-argument', message: 'Invalid request.' },
  'unstorable-text': {
    code: 'invalid-argument',
    message: 'Text cannot contain NUL characters or broken Unicode.',
  },
  'cross-site-refused': { code: 'permission-denied', message: 'Cross-site request refused.' },
  'too-many-attempts': {
    code: 'resource-exhausted',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  'too-many-writes': {
    code: 'resource-exhausted',
    message: 'Too many changes at once. Please wait a moment and try again.',
  },
  'too-many-menu-requests': {
    code: 'resource-exhausted',
    message: 'This menu was asked for too often from your network. Please wait a moment.',
  },
  'storage-full': {
    code: 'unavailable',
    message: 'The server has no room left to save changes. Nothing was changed.',
  },
  'database-read-only': {
    code: 'unavailable',
    message: 'The database cannot be written to at the moment. Nothing was changed.',
  },
  'database-unavailable': {
    code: 'unavailable',
    message: 'The database did not answer in time. Please try again in a moment.',
  },
  'database-busy': {
    code: 'unavailable',
    message: 'The database is busy. Please try again in a moment.',
  },
  'server-busy': {
    code: 'unavailable',
    message: 'The server is busy. Please try again in a moment.',
  },
  internal: {
    code: 'internal',
    message: 'Something went wrong on our side. Please try again.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

import type { Method } from '../operation.js';

/**
 * The method and path of the operations reached by code that must load no zod: the app's entry
 * (the session check, log-in, sign-up and log-out, the first cards, before any screen's code) and
 * the staff
 * /menu's own small script. Their operations (./session.ts, ./live.ts, ./guest-menu.ts,
 * ./inventory.ts) take
 * them from here, so each is still written once; that code takes the types with `import type`.
 */
export const addresses = {
  session: { method: 'GET', path: '/api/session' },
  signup: { method: 'POST', path: '/api/auth/signup' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  live: { method: 'GET', path: '/api/live' },
  staffMenu: { method: 'GET', path: '/api/menu' },
  firstCards: { method: 'GET', path: '/api/first-cards' },
} as const satisfies Record<string, { method: Method; path: string }>;

/** The OpenAPI document: not an operation (it would describe itself), public. */
export const documentPath = '/api/openapi.json';

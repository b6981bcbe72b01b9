import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { apiPrefix } from '../../domain/operation.js';

/**
 * No inline scripts, no framing, no sniffing. Styles may be inline (the UI library sets style
 * attributes); WebAssembly is allowed for the barcode decoder, served from our own origin.
 * Helmet itself, built once: its Fastify plugin built it again for every request (the policy
 * parsed each time, a few percent of the server's time on every route).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Staff often reach the server over plain http on the restaurant's network: HSTS is only sent
  // over TLS (below), never from a plain-http answer.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** A year: browsers then refuse plain http for this host, as long as it keeps serving TLS. */
const HSTS = 'max-age=31536000';

/**
 * Caching and transport rules of every answer. API answers are private (costs, the team, the
 * session): `no-store` unless a route chose otherwise (the dashboard's compact snapshot is `private,
 * no-cache`, so a browser may revalidate its own copy by ETag but no shared cache keeps it). Behind a TLS proxy
 * (or on TLS) the browser is told to stay on https.
 */
export function registerResponsePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

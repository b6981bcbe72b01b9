import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request sent by a browser from another site is refused.
 * Browsers send Origin (and Sec-Fetch-Site) on every cross-site POST; clients that are not browsers
 * send neither and hold no victim's cookie. With `publicOrigin` (PUBLIC_ORIGIN) the Origin must be
 * exactly it, scheme and port included, and no Host or X-Forwarded-Host header is trusted;
 * without it, the Origin's host must be the one the request was sent to: its Host header, or the
 * X-Forwarded-Host of the one proxy `trustProxy` (TRUST_PROXY) trusts, never a client's own.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  trustProxy: boolean,
  publicOrigin?: string,
): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('cross-site-refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let sender: URL;
    try {
      sender = new URL(origin);
    } catch {
      throw new AppError('cross-site-refused');
    }
    // Said here, not left to the framework, whose reading of these headers has changed over versions.
    const host = trustProxy ? request.host : request.headers.host;
    const same = publicOrigin ? sender.origin === publicOrigin : sender.host === host;
    if (!same) throw new AppError('cross-site-refused');
  });
}

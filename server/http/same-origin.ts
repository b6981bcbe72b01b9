import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request sent by a browser from another site is refused.
 * Browsers send Origin (and Sec-Fetch-Site) on every cross-site POST; clients that are not browsers
 * send neither and hold no victim's cookie.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('cross-site-refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('cross-site-refused');
    }
    if (originHost !== request.host) {
      throw new AppError('cross-site-refused');
    }
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_TOKEN_PATTERN } from '../../../domain/guest-link.js';
import { AppError } from '../../http/app-error.js';
import type { WriteQuota } from '../../http/write-quota.js';
import { chooseEncoding } from '../snapshot/index.js';
import type { EncodedBody, GuestMenuCache } from './guest-menu-cache.js';
import { notFoundPage, type RenderedPage, tooManyPage } from './guest-page.js';
import { guestLanguage } from './guest-page-labels.js';
import type { PublishedMenus } from './published-menus.js';

/**
 * A menu page's policy: its own script and hashed styles (and, on the staff /menu, its hashed head
 * script), nothing else, nowhere else.
 */
export function csp(styleHashes: readonly string[], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `style-src ${styleHashes.join(' ')}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  type: string,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .type(type)
    .send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity);
}

const byLanguage = (render: (language: 'en' | 'fr') => RenderedPage) =>
  new Map((['en', 'fr'] as const).map((language) => [language, render(language)]));
const notFound = byLanguage(notFoundPage);
const tooMany = byLanguage(tooManyPage);

function answerPage(
  pages: Map<string, RenderedPage>,
  status: number,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const page = pages.get(guestLanguage(undefined, request.headers['accept-language']));
  if (!page) throw new Error(`no ${status} page`);
  return reply
    .status(status)
    .header('Content-Security-Policy', csp(page.styleHashes))
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** The one 404 of every path under /m that is not a published menu (the router's refusals too). */
export function answerGuestNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return answerPage(notFound, 404, request, reply);
}

/**
 * An address past a quota: 429 with Retry-After; the page's words in the guest's language, the
 * JSON's reason for its script (which keeps the menu shown and asks again later).
 */
function answerTooMany(request: FastifyRequest, reply: FastifyReply, wait: number): FastifyReply {
  if (request.url.split('?')[0]?.endsWith('/menu.json')) {
    throw new AppError('too-many-menu-requests', { retryAfterSeconds: wait });
  }
  reply.header('Retry-After', String(wait));
  return answerPage(tooMany, 429, request, reply);
}

/** The guest menus' quotas per address: every request, and the whole menus sent (decision 0030). */
export interface GuestQuotas {
  requests: WriteQuota;
  sent: WriteQuota;
}

/** Whether a request is for the public guest menu's paths. */
export function isGuestPath(url: string): boolean {
  return url === '/m' || url.startsWith('/m/') || url.startsWith('/m?');
}

/**
 * The public guest menu (decision 0018): /m/<token> and the JSON its filter script reads
 * and polls. No session is read and no cookie is set; each address is held to a quota; an unknown
 * token, an unpublished menu and any other path under /m answer the same 404.
 */
export async function guestRoutes(
  app: FastifyInstance,
  links: PublishedMenus,
  cache: GuestMenuCache,
  quotas: GuestQuotas,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isGuestPath(request.url)) return;
    reply
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language');
    const wait = quotas.requests.take(request.ip);
    if (wait !== null) return answerTooMany(request, reply, wait);
  });

  /**
   * A whole menu to send: counted against the address's quota of them (a 304 is not), so a
   * scraper asking for it again and again is refused long before it costs the server anything.
   */
  const sending = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    const wait = quotas.sent.take(request.ip);
    return wait === null ? null : answerTooMany(request, reply, wait);
  };

  /** The published menu of a token, or null for the same 404 in every other case. */
  const published = async (token: string) => {
    if (!GUEST_TOKEN_PATTERN.test(token)) return null;
    const link = await links.find(token);
    if (!link) return null;
    const menu = await cache.menu(link.restaurantId, link.revision);
    // The request may have waited for a build: a link replaced or unpublished meanwhile is 404 now.
    return (await links.find(token))?.restaurantId === link.restaurantId ? menu : null;
  };

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/m/:token',
    { compress: false, schema: { hide: true } },
    async (request, reply) => {
      const menu = await published(request.params.token);
      if (!menu) return answerGuestNotFound(request, reply);
      const language = guestLanguage(request.query.lang, request.headers['accept-language']);
      const etag = `"${menu.version}-${language}"`;
      reply.header('ETag', etag);
      const page = cache.page(menu, language);
      // On a 304 too: the browser keeps the revalidated answer's headers, the page's policy among them.
      reply.header('Content-Security-Policy', csp(page.styleHashes));
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return sending(request, reply) ?? send(request, reply, page.body, 'text/html; charset=utf-8');
    },
  );

  app.get<{ Params: { token: string } }>(
    '/m/:token/menu.json',
    { compress: false, schema: { hide: true } },
    async (request, reply) => {
      const menu = await published(request.params.token);
      if (!menu) return answerGuestNotFound(request, reply);
      const etag = `"${menu.version}"`;
      reply.header('ETag', etag).header('Content-Security-Policy', "default-src 'none'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return (
        sending(request, reply) ??
        send(request, reply, menu.json, 'application/json; charset=utf-8')
      );
    },
  );

  // Not API routes: out of the API document.
  app.get('/m', { schema: { hide: true } }, answerGuestNotFound);
  app.get('/m/*', { schema: { hide: true } }, answerGuestNotFound);
}

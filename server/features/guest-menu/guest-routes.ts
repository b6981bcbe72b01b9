import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_TOKEN_PATTERN } from '../../../domain/guest-link.js';
import type { WriteQuota } from '../../http/write-quota.js';
import { chooseEncoding } from '../snapshot/encoded-model.js';
import type { EncodedBody, GuestMenuCache } from './guest-menu-cache.js';
import { notFoundPage } from './guest-page.js';
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

const notFound = new Map(
  (['en', 'fr'] as const).map((language) => [language, notFoundPage(language)]),
);

/** The one 404 of every path under /m that is not a published menu (the router's refusals too). */
export function answerGuestNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const page = notFound.get(guestLanguage(undefined, request.headers['accept-language']));
  if (!page) throw new Error('no 404 page');
  return reply
    .status(404)
    .header('Content-Security-Policy', csp(page.styleHashes))
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** Whether a request is for the public guest menu's paths. */
export function isGuestPath(url: string): boolean {
  return url === '/m' || url.startsWith('/m/') || url.startsWith('/m?');
}

/**
 * The public guest menu (issue 18, decision 0018): /m/<token> and the JSON its filter script reads
 * and polls. No session is read and no cookie is set; each address is held to a quota; an unknown
 * token, an unpublished menu and any other path under /m answer the same 404.
 */
export async function guestRoutes(
  app: FastifyInstance,
  links: PublishedMenus,
  cache: GuestMenuCache,
  quota: WriteQuota,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isGuestPath(request.url)) return;
    reply
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language');
    const wait = quota.take(request.ip);
    if (wait !== null) {
      return reply
        .status(429)
        .header('Retry-After', String(wait))
        .type('text/plain')
        .send('Too many requests');
    }
  });

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
      const page = await cache.page(menu, language);
      // On a 304 too: the browser keeps the revalidated answer's headers, the page's policy among them.
      reply.header('Content-Security-Policy', csp(page.styleHashes));
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return send(request, reply, page.body, 'text/html; charset=utf-8');
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
      return send(request, reply, menu.json, 'application/json; charset=utf-8');
    },
  );

  // Not API routes: out of the API document.
  app.get('/m', { schema: { hide: true } }, answerGuestNotFound);
  app.get('/m/*', { schema: { hide: true } }, answerGuestNotFound);
}

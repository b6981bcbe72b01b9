import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { costViewOf, withoutCosts } from '../../../domain/cost-view.js';
import { LANGUAGE_COOKIE } from '../../../domain/language-cookie.js';
import type { ProductService } from '../inventory/index.js';
import type { AdminPages } from './admin-page.js';

/** Tells the service worker (web/sw.ts) whose cards a page holds, to keep it for offline. */
const PAGE_MEMBER_HEADER = 'X-Cellar-Member';

/** The browser's first language, which the app sorts names in (its Intl.Collator's default). */
function localeOf(request: FastifyRequest): string | undefined {
  const first = request.headers['accept-language']?.split(',', 1)[0]?.split(';', 1)[0]?.trim();
  return first || undefined;
}

/**
 * /admin with a signed-in member's first wine cards drawn in (decision 0058): the first screen's
 * cards, in the dashboard's order, with the member's language and role (a role without costs
 * gets none in the page's data). Only the dashboard's own address: a deep link (a wine, a query)
 * opens on something else, and signed out the page is the one every visitor gets. The page is
 * the member's own: `private, no-store`, never kept by a shared cache nor revalidated into
 * another member's.
 */
export function adminPageRoutes(products: ProductService, pages: AdminPages): FastifyPluginAsync {
  return async (app) => {
    if (!pages.ready) return;
    for (const url of ['/admin', '/admin/']) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const { actor } = request;
        if (!actor || request.url.includes('?')) return reply.callNotFound();
        const first = await products.firstCards(actor, localeOf(request));
        const shown = costViewOf(actor.role) === 'with-costs' ? first : withoutCosts(first);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Cookie')
          .header(PAGE_MEMBER_HEADER, `${actor.restaurantId}:${actor.userId}`)
          .type('text/html; charset=utf-8')
          .send(pages.draw(request.cookies[LANGUAGE_COOKIE], shown));
      });
    }
  };
}

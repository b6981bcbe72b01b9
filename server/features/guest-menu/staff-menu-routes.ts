import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGE_COOKIE } from '../../../domain/language-cookie.js';
import * as ops from '../../../domain/operations/guest-menu.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { currentRevision } from '../restaurants/index.js';
import { chooseEncoding } from '../snapshot/index.js';
import type { GuestMenuCache } from './guest-menu-cache.js';
import { csp, send } from './guest-routes.js';
import { STAFF_PAGE_HASHES } from './staff-page.js';

/** The header saying which revision a menu was built at: the live feed is followed from there. */
export const MENU_REVISION_HEADER = 'X-Menu-Revision';

/**
 * The staff /menu's data: the guest projection with every price, built once per revision and
 * held like the public page's, instead of the whole restaurant's model. Menu prices are no secret
 * from staff; costs are not in the projection at all.
 */
export function staffMenuRoutes(db: Db, menus: GuestMenuCache): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      ops.staffMenu,
      async (request, reply) => {
        const { restaurantId } = actorOf(request);
        // Waits for a build at the current revision: a member opens it after a change they saw.
        const menu = await menus.menu(restaurantId, await currentRevision(db.kysely, restaurantId));
        const etag = `"${menu.version}"`;
        reply
          .header('ETag', etag)
          .header(MENU_REVISION_HEADER, String(menu.revision))
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Accept-Encoding, Cookie');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
        return reply
          .type('application/json; charset=utf-8')
          .send(
            encoding === 'br'
              ? menu.json.br
              : encoding === 'gzip'
                ? menu.json.gzip
                : menu.json.identity,
          );
      },
      // Compressed once per revision by the cache, not by the compress plugin on every request.
      { compress: false },
    );
  };
}

/**
 * The staff /menu itself: the page drawn on the server from the same held projection,
 * in the member's language (the cookie that follows the app's stored one), so its first paint
 * waits for no app code and no session check in the browser. Signed out, it is the login screen,
 * as every protected screen (SPEC §2). Not an API route: the session is read by the app's hook.
 */
export function staffMenuPage(db: Db, menus: GuestMenuCache): FastifyPluginAsync {
  return async (app) => {
    app.get('/menu', { compress: false, schema: { hide: true } }, async (request, reply) => {
      reply
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .header('Content-Security-Policy', csp(STAFF_PAGE_HASHES.style, STAFF_PAGE_HASHES.script));
      if (!request.actor) return reply.redirect('/login');
      const { restaurantId } = request.actor;
      const menu = await menus.menu(restaurantId, await currentRevision(db.kysely, restaurantId));
      const language = request.cookies[LANGUAGE_COOKIE] === 'fr' ? 'fr' : 'en';
      const etag = `"${menu.version}-${language}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const page = menus.page(menu, language);
      return send(request, reply, page.body, 'text/html; charset=utf-8');
    });
  };
}

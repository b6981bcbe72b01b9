import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE } from '../../domain/language-cookie.js';
import { apiPrefix } from '../../domain/operation.js';
import { errorBody } from './app-error.js';

/**
 * The dashboard's page names its code in its head (scripts/route-pages.mjs), so a phone fetches
 * it beside the entry's instead of after it; and each page is written once per language, naming
 * that language's strings (web/lib/i18n.ts): the one of the language cookie, else English's.
 */
function pageFor(url: string, pages: ReadonlySet<string>, language: string | undefined): string {
  const pathname = url.split('?', 1)[0] ?? '';
  const page = /^\/admin(\/|$)/.test(pathname) && pages.has('admin.html') ? 'admin' : 'index';
  const localized = `${page}.${language}.html`;
  return pages.has(localized) ? localized : `${page}.html`;
}

/**
 * Serves the built web app; any path that is not a file or an API route gets index.html (or the
 * dashboard's admin.html, or their French pages) so the client router can handle it (it sends
 * unknown paths to /).
 */
export async function registerWebAssets(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  const pages = new Set(
    hasWeb ? fs.readdirSync(distDir).filter((file) => file.endsWith('.html')) : [],
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // scripts/precompress.mjs wrote .br and .gz files at build time: no compression per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (isApi || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('not-found'));
    }
    // One address, a page per language: kept apart by the cookie, and sent without validators.
    // The file's (its size and time) are the same for two pages written in the same instant with
    // names of the same length, so revalidating the English page in French answered 304, and the
    // reload stayed English (seen in CI). A page is 1 kB: sent whole each time.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    return reply.sendFile(pageFor(request.url, pages, request.cookies[LANGUAGE_COOKIE]), {
      etag: false,
      lastModified: false,
    });
  });
}

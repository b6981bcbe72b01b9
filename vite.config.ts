import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { mantineComponentStyles } from './vite-mantine-styles.js';
import en from './web/locales/en.json' with { type: 'json' };

/**
 * The pages the service worker keeps for opening /admin with no network: the dashboard's, once
 * per language (scripts/route-pages.mjs writes them and puts each one's hash in the service worker
 * in place of `@<page>`).
 */
const OFFLINE_PAGES = ['admin.html', 'admin.fr.html'];

/**
 * The installed app's manifest (manifest.webmanifest), in English; scripts/route-pages.mjs writes
 * the French one from it (manifest.fr.webmanifest, named by the French pages). A manifest has one
 * colour of each kind: the dark theme's bar colour is the pages' `theme-color` meta's
 * (web/index.html).
 */
const manifest: Partial<ManifestOptions> = {
  name: 'Cellar',
  short_name: 'Cellar',
  description: en.app.description,
  lang: 'en',
  start_url: '/admin',
  scope: '/',
  display: 'standalone',
  theme_color: '#7a1f38',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const inWeb = (file: string) => fileURLToPath(new URL(`./web/${file}`, import.meta.url));
const entries = {
  index: inWeb('index.html'),
  guest: inWeb('guest/guest-menu.ts'),
  staffMenu: inWeb('guest/staff-menu.ts'),
};
const adminPage = inWeb('features/admin/admin-page.tsx');
const wineDetailIndex = inWeb('features/wine-detail/index.ts');

/** What code splitting can read of the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules reached from `starts` through static imports, and dynamic ones too if `dynamic`. */
function reached(graph: ModuleGraph, starts: readonly string[], dynamic: boolean, skip?: string) {
  const seen = new Set<string>();
  const todo = [...starts];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || id === skip) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    todo.push(...(info?.importedIds ?? []));
    if (dynamic) todo.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/** The chunk groups drawn from the module graph, computed once per build. */
interface Groups {
  /** Modules /admin loads before its first screen that nothing else loads. */
  admin: Set<string>;
  /** Our modules the wine detail adds to /admin's first screen that no other page loads. */
  wineDetail: Set<string>;
}

const groupsByGraph = new WeakMap<ModuleGraph, Groups>();

/**
 * admin: the modules the admin page imports statically, less those any page, screen or dialog
 * reached without it imports. Left to automatic splitting, they were a dozen chunks shared in
 * different ways with the dashboard's dialogs, some of a few hundred bytes; on a phone's HTTP/1.1
 * (six connections), each a round trip of its own before the first card. As one chunk they are
 * one request, and no other page loads it (a module another page needs is not in it).
 *
 * wineDetail: the same for the detail's own modules (ours, not Mantine's), which were twenty
 * chunks, some of a few dozen bytes: each a request on a phone's network when the detail loads (in
 * idle time after /admin's first cards, or at the first wine opened if that comes first: 2.0–2.4 s
 * to draw it then, 1.0–1.3 s as one chunk). The dashboard's dialogs and views that share some of
 * them (the bottle form, the managers, the tree, Reports) load this chunk too: by then it is in,
 * as /admin loads the detail's code ahead.
 *
 * Mantine's components stay in automatic chunks: every page reaches all of them through Mantine's
 * index module, whichever it uses.
 */
function groups(graph: ModuleGraph): Groups {
  let found = groupsByGraph.get(graph);
  if (found === undefined) {
    const elsewhere = reached(graph, Object.values(entries), true, adminPage);
    const firstScreen = reached(graph, [adminPage], false);
    const admin = new Set([...firstScreen].filter((id) => !elsewhere.has(id)));
    const wineDetail = new Set(
      [...reached(graph, [wineDetailIndex], false)].filter(
        (id) => !id.includes('/node_modules/') && !elsewhere.has(id) && !firstScreen.has(id),
      ),
    );
    found = { admin, wineDetail };
    groupsByGraph.set(graph, found);
  }
  return found;
}

/**
 * The wine card's classes keep their names (`wine-card_<class>`): the server draws /admin's first
 * cards into its page with the same markup and classes before any script has run
 * (server/features/admin-page/, decision 0058), and scripts/route-pages.mjs puts those rules in
 * the page's head. Every other module's classes are named as Vite's default names them: the
 * class, and a hash of the file.
 */
function scopedName(name: string, file: string): string {
  const base = path.basename(file.split('?', 1)[0] ?? file);
  if (base === 'wine-card.module.css') return `wine-card_${name}`;
  const hash = createHash('sha256').update(path.relative(webRoot, file)).digest('base64url');
  return `_${name}_${hash.slice(0, 5)}`;
}

export default defineConfig({
  root: webRoot,
  css: { modules: { generateScopedName: scopedName } },
  plugins: [
    react(),
    mantineComponentStyles(),
    // The service worker (web/sw.ts) that opens /admin with no network (docs/product.md, "Opening
    // offline"; decision 0045). It is registered by the dashboard, not here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        // The app's code, styles, fonts, the decoder's WebAssembly and the icons: every chunk, so
        // that any screen opened offline has its code. Not the pages: only /admin's opens offline,
        // and it is written after this step (scripts/route-pages.mjs puts its revisions in).
        globPatterns: ['assets/**/*.{js,css,wasm,woff2,svg,png}', 'favicon.svg', 'icons/*.png'],
        additionalManifestEntries: [
          ...OFFLINE_PAGES.map((page) => ({ url: `/${page}`, revision: `@${page}` })),
          // The pages' own scripts, written with them: route-pages.mjs puts them in here.
          { url: '/route-pages-assets', revision: '@assets' },
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // scripts/measure-bundle.mjs reads the manifest to know which chunks each route needs.
    manifest: true,
    // Vite warns on raw size; the budgets are on gzip size, which measure-bundle.mjs checks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The app, and the public guest page's and the staff /menu's scripts on their own.
      input: entries,
      output: {
        // Libraries change less often than our code: their own chunks stay cached across deploys.
        // zod first, so it stays out of the entry (only sign-up and the signed-in screens need it).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The runtime every page needs. Everything else from node_modules (Mantine's
            // components, papaparse, react-virtual) is split by which screens use it.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
            {
              name: (id, graph) => (groups(graph).admin.has(id) ? 'admin' : null),
              // Only those modules: one another page needs stays out of the chunk.
              includeDependenciesRecursively: false,
            },
            {
              name: (id, graph) => (groups(graph).wineDetail.has(id) ? 'wine-detail' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The Fastify server serves the API; in dev Vite serves the app and forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
});

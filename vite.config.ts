import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './vite-mantine-styles.js';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), mantineComponentStyles()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // scripts/measure-bundle.mjs reads the manifest to know which chunks each route needs.
    manifest: true,
    // Vite warns on raw size; the budgets are on gzip size, which measure-bundle.mjs checks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The app, and the public guest page's and the staff /menu's scripts on their own (issue 18).
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

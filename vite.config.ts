import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const inWeb = (file: string) => fileURLToPath(new URL(`./web/${file}`, import.meta.url));
const entries = {
  index: inWeb('index.html'),
  guest: inWeb('guest/guest-menu.ts'),
  staffMenu: inWeb('guest/staff-menu.ts'),
};
const adminPage = inWeb('features/admin/admin-page.tsx');

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

const adminOnlyByGraph = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The modules /admin loads before its first screen that nothing else loads: those the admin page
 * imports statically, less those any page, screen or dialog reached without it imports. Left to
 * automatic splitting, they were a dozen chunks shared in different ways with the dashboard's
 * dialogs, some of a few hundred bytes; on a phone's HTTP/1.1 (six connections), each a round trip
 * of its own before the first card. As one chunk they are one request, and no other page loads
 * it (a module another page needs is not in it). Mantine's components stay in automatic chunks:
 * every page reaches all of them through Mantine's index module, whichever it uses.
 */
function adminOnly(graph: ModuleGraph): Set<string> {
  let modules = adminOnlyByGraph.get(graph);
  if (modules === undefined) {
    const elsewhere = reached(graph, Object.values(entries), true, adminPage);
    modules = reached(graph, [adminPage], false);
    for (const id of elsewhere) modules.delete(id);
    adminOnlyByGraph.set(graph, modules);
  }
  return modules;
}

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
              name: (id, graph) => (adminOnly(graph).has(id) ? 'admin' : null),
              // Only those modules: one another page needs stays out of the chunk.
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

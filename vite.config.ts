import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

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
      input: {
        index: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        guest: fileURLToPath(new URL('./web/guest/guest-menu.ts', import.meta.url)),
        staffMenu: fileURLToPath(new URL('./web/guest/staff-menu.ts', import.meta.url)),
      },
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

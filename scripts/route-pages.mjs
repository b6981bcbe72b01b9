#!/usr/bin/env node
// After `vite build`, before precompress: writes admin.html, index.html with the /admin screen's
// code named in its head, and each page once per language (its strings named in its head).
// index.html names only the entry's code; the dashboard's chunk and its imports were asked for
// once the entry had run (a second trip on a phone's network). The server sends admin.html for
// /admin, so a phone fetches the dashboard's code beside the entry's.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

// The app's entry (the guest menu's script is an entry of its own).
const entryKey = manifest['index.html'] ? 'index.html' : undefined;
const adminKey = Object.keys(manifest).find((key) => key.endsWith('features/admin/admin-page.tsx'));
if (!entryKey || !adminKey) throw new Error('route-pages: run `vite build` first');

const entry = closure(entryKey);
const added = [...closure(adminKey)].filter((key) => !entry.has(key));
const links = added.flatMap((key) => [
  `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
  // Preloaded, not a stylesheet: the CSS must not hold the first paint of a page without it.
  ...(manifest[key].css ?? []).map(
    (css) => `<link rel="preload" as="style" crossorigin href="/${css}">`,
  ),
]);

// The session check too: the dashboard draws nothing before it answers, and the entry would only
// ask once all its code had run (the app's fetch reuses this answer: same URL, mode, credentials).
links.unshift('<link rel="preload" href="/api/session" as="fetch" crossorigin>');

// Each language's strings are a chunk the entry imports at start (web/lib/i18n.ts): each page is
// written once per language, naming its strings, and the server sends the one of the language
// cookie (server/http/web-assets.ts). English is the page without a suffix. The languages are
// those the build has strings for (web/lib/strings-<language>.ts).
const stringsLinks = Object.fromEntries(
  Object.keys(manifest).flatMap((key) => {
    const language = /lib\/strings-(\w+)\.ts$/.exec(key)?.[1];
    if (!language) return [];
    const chunks = [...closure(key)].filter((name) => !entry.has(name));
    return [
      [
        language,
        chunks.map(
          (name) => `<link rel="modulepreload" crossorigin href="/${manifest[name].file}">`,
        ),
      ],
    ];
  }),
);
if (!stringsLinks.en) throw new Error('route-pages: no English strings chunk');

const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
if (!index.includes('</head>')) throw new Error('route-pages: index.html has no </head>');
for (const [page, pageLinks] of [
  ['index', []],
  ['admin', links],
]) {
  for (const [language, languageLinks] of Object.entries(stringsLinks)) {
    const head = [...pageLinks, ...languageLinks];
    const file = `${page}${language === 'en' ? '' : `.${language}`}.html`;
    fs.writeFileSync(
      path.join(root, file),
      index.replace('</head>', `  ${head.join('\n    ')}\n  </head>`),
    );
  }
}
console.log(`route-pages: admin.html preloads ${added.length} chunks; a page per language`);

#!/usr/bin/env node
// After `vite build`, before precompress: writes admin.html, index.html with the /admin screen's
// code named in its head and its skeleton drawn (web/app/admin-shell.html), and each page once per
// language (its strings named in its head). Every page's head sets its colour scheme first.
// index.html names only the entry's code; the dashboard's chunk and its imports were asked for
// once the entry had run (a second trip on a phone's network). The server sends admin.html for
// /admin, so a phone fetches the dashboard's code beside the entry's.
import { createHash } from 'node:crypto';
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

/** The scripts asset() wrote, which the service worker keeps too (below). */
const pageScripts = [];

/**
 * Copies web/app/<name>.js into the build's assets under a content hash (cached for a year, like
 * Vite's own assets; a page's head names it) and returns its address. Scripts Vite does not build:
 * they run as they are, before any module.
 */
function asset(name) {
  const content = fs.readFileSync(new URL(`../web/app/${name}.js`, import.meta.url));
  const file = `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(root, file), content);
  pageScripts.push(`/${file}`);
  return `/${file}`;
}

// Before the stylesheets, so the first paint is in the stored scheme (a classic script: it blocks
// the parser for the time it runs, a few lines).
const colorScheme = `<script src="${asset('color-scheme')}"></script>`;

// /admin's entry runs after the first paint (web/app/start-after-paint.js), named by its preload.
const entryScript = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;
const adminStart = [
  `<link rel="modulepreload" crossorigin href="/${manifest[entryKey].file}" data-app-entry>`,
  `<script type="module" src="${asset('start-after-paint')}"></script>`,
].join('\n    ');

// The dashboard's skeleton: its style in the head, its blocks at the start of the body, its
// {{key}}s in the page's language (the app's own strings).
const shellTemplate = fs
  .readFileSync(new URL('../web/app/admin-shell.html', import.meta.url), 'utf8')
  .replace(/^<!--[\s\S]*?-->\s*/, '');
const shellStyle = /<style>[\s\S]*?<\/style>/.exec(shellTemplate)?.[0];
const shellBody = shellTemplate.replace(shellStyle ?? '', '').trim();
if (!shellStyle || !shellBody) {
  throw new Error('route-pages: admin-shell.html needs a <style> and a body');
}

// The wine card's rules, under the names Vite gives its classes (`wine-card_<class>`,
// vite.config.ts): the server draws a signed-in member's first cards into the skeleton with them
// (server/features/admin-page/), painted before the app's stylesheets have been applied.
const cardStyle = `<style>${fs
  .readFileSync(new URL('../web/features/dashboard/wine-card.module.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\.([A-Za-z][\w-]*)/g, '.wine-card_$1')
  .replace(/\s*\n\s*/g, ' ')
  .trim()}</style>`;

/** One language's strings, as the app reads them: web/locales/<language>.json and its areas. */
function stringsOf(language) {
  const locales = new URL('../web/locales/', import.meta.url);
  const files = [
    new URL(`${language}.json`, locales),
    ...fs
      .readdirSync(new URL(`${language}/`, locales))
      .map((name) => new URL(`${language}/${name}`, locales)),
  ];
  return files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

function translate(template, language) {
  const sources = stringsOf(language);
  return template.replace(/\{\{([\w.]+)\}\}/g, (_, key) => {
    for (const source of sources) {
      const value = key.split('.').reduce((node, part) => node?.[part], source);
      if (typeof value === 'string') return value.replaceAll('"', '&quot;');
    }
    throw new Error(`route-pages: no ${language} string for ${key}`);
  });
}

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
for (const part of ['</title>', '</head>', '<div id="root">', entryScript]) {
  if (!index.includes(part)) throw new Error(`route-pages: index.html has no ${part}`);
}
const written = new Map();
const withScheme = index.replace('</title>', `</title>\n    ${colorScheme}`);
for (const [page, pageLinks, admin] of [
  ['index', [], false],
  ['admin', links, true],
]) {
  for (const [language, languageLinks] of Object.entries(stringsLinks)) {
    const head = [...pageLinks, ...languageLinks, ...(admin ? [shellStyle, cardStyle] : [])];
    const file = `${page}${language === 'en' ? '' : `.${language}`}.html`;
    let html = withScheme.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
    if (admin) {
      html = html
        .replace(entryScript, adminStart)
        // The stylesheets the skeleton is drawn with first, the code right after: at a phone's
        // bandwidth the code's 240 kB, fetched beside the stylesheets, put the skeleton at 0.86 s
        // on slow 4G, and at 0.66 s after them, the first card unchanged (bench/browser-phone.ts).
        .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
        .replace('<div id="root">', `${translate(shellBody, language)}\n    <div id="root">`);
    }
    if (language !== 'en') {
      // The installed app's description in the page's language (below).
      html = html.replace(
        'href="/manifest.webmanifest"',
        `href="/manifest.${language}.webmanifest"`,
      );
    }
    fs.writeFileSync(path.join(root, file), html);
    written.set(file, html);
  }
}

// The words of the wine cards the server draws into /admin's page, in each language: the app's
// own strings (web/locales/<language>/dashboard.json), read by server/features/admin-page/.
const CARD_LABELS = [
  'searchLabel',
  'noCategory',
  'notAvailable',
  'bottleCount_one',
  'bottleCount_other',
  'formatButton',
  'formatLabel_one',
  'formatLabel_other',
  'noFormats',
];
const cardLabels = Object.fromEntries(
  Object.keys(stringsLinks).map((language) => {
    const dashboard = stringsOf(language).find((source) => source.dashboard)?.dashboard ?? {};
    return [
      language,
      Object.fromEntries(
        CARD_LABELS.map((key) => {
          if (typeof dashboard[key] !== 'string') {
            throw new Error(`route-pages: no ${language} string for dashboard.${key}`);
          }
          return [key, dashboard[key]];
        }),
      ),
    ];
  }),
);
fs.writeFileSync(path.join(root, 'admin-labels.json'), JSON.stringify(cardLabels));

// The web app manifest, written in English by Vite's PWA plugin (vite.config.ts): once per other
// language, with that language's description (the app's own strings).
const appManifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.webmanifest'), 'utf8'));
for (const language of Object.keys(stringsLinks).filter((name) => name !== 'en')) {
  const description = translate('{{app.description}}', language).replaceAll('&quot;', '"');
  fs.writeFileSync(
    path.join(root, `manifest.${language}.webmanifest`),
    JSON.stringify({ ...appManifest, description, lang: language }),
  );
}

// The service worker keeps /admin's pages for opening offline (web/sw.ts); they are written here,
// after it was built, so each one's revision is put in now: its content's hash.
const workerFile = path.join(root, 'sw.js');
let worker = fs.readFileSync(workerFile, 'utf8');
for (const [file, html] of written) {
  const revision = createHash('sha256').update(html).digest('hex').slice(0, 16);
  worker = worker.replaceAll(`"@${file}"`, `"${revision}"`);
}
// The pages' scripts too (their names carry their hash), in place of the placeholder entry.
const scripts = pageScripts.map((url) => JSON.stringify({ revision: null, url })).join(',');
const withScripts = worker.replace(/\{"revision":"@assets","url":"[^"]*"\}/, scripts);
if (withScripts === worker) throw new Error('route-pages: the service worker has no @assets entry');
worker = withScripts;
const unknown = /"@([\w.-]+\.html)"/.exec(worker);
if (unknown) throw new Error(`route-pages: the service worker keeps ${unknown[1]}, not written`);
fs.writeFileSync(workerFile, worker);
console.log(`route-pages: admin.html preloads ${added.length} chunks; a page per language`);

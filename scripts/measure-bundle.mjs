#!/usr/bin/env node
// Prints the gzip size of the JavaScript each part of the web app needs, from the Vite manifest
// of the last `vite build` (dist/web/.vite/manifest.json). Budgets: docs/performance.md.
//
//   node scripts/measure-bundle.mjs
//
// "/ and /login" is the entry chunk and every chunk it imports statically: what the browser must
// download before the first screen renders. A route chunk counts what it adds on top of that.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// WEB_OUT_DIR measures another build folder (so a measurement never disturbs dist/).
const outDir = process.env.WEB_OUT_DIR ?? join(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const budgets = { entry: 170 * 1024, admin: 300 * 1024 };

/** The files a chunk needs: itself and, recursively, its static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function gzipBytes(keys, ext) {
  let total = 0;
  const files = [];
  for (const key of keys) {
    const chunk = manifest[key];
    const names = ext === 'js' ? [chunk.file] : (chunk.css ?? []);
    for (const name of names) {
      const size = gzipSync(readFileSync(join(outDir, name)), { level: 9 }).length;
      files.push({ name, size });
      total += size;
    }
  }
  return { total, files };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function report(label, keys, budget) {
  const js = gzipBytes(keys, 'js');
  const css = gzipBytes(keys, 'css');
  const verdict =
    budget === undefined
      ? ''
      : js.total <= budget
        ? ` (budget ${kb(budget)}: ok)`
        : ` (budget ${kb(budget)}: OVER)`;
  console.log(`${label}: JS ${kb(js.total)} gzip${verdict}, CSS ${kb(css.total)} gzip`);
  for (const file of js.files) console.log(`  ${file.name}  ${kb(file.size)}`);
  return js.total <= (budget ?? Number.POSITIVE_INFINITY);
}

// The app's entry, by name: other entries (the guest menu's script) are pages of their own.
const entryKey = manifest['index.html'] ? 'index.html' : undefined;
if (entryKey === undefined)
  throw new Error('No entry chunk in the manifest; run `vite build` first.');
const entry = closure(entryKey);

function routeChunk(pathPart) {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate].isDynamicEntry && candidate.includes(pathPart),
  );
  if (key === undefined) throw new Error(`No lazy chunk for ${pathPart} in the manifest.`);
  return [...closure(key)].filter((dependency) => !entry.has(dependency));
}

let ok = report('/ and /login (entry + static imports)', entry, budgets.entry);
const admin = routeChunk('features/admin/admin-page');
ok = report('/admin chunk (added on top of the entry)', admin, undefined) && ok;
const adminTotal = gzipBytes(new Set([...entry, ...admin]), 'js').total;
const adminOk = adminTotal <= budgets.admin;
console.log(
  `/admin total (entry + admin chunk): JS ${kb(adminTotal)} gzip (budget ${kb(budgets.admin)}: ${adminOk ? 'ok' : 'OVER'})`,
);
// The staff /menu is a server-drawn page with its own small script, not the app.
report('/menu (its own script, no app code)', closure('guest/staff-menu.ts'), undefined);
report(
  '/signup chunk (added on top of the entry)',
  routeChunk('features/auth/signup-page'),
  undefined,
);
process.exitCode = ok && adminOk ? 0 : 1;

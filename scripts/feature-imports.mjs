// Lists the imports between server features: which file of one feature reaches into another,
// which pairs of features meet, and the cycles between them. With --check it fails when an
// import reaches past another feature's index.ts, when the features import each other in a
// cycle, which biome's rules cannot see across folders, or when a feature has no index.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const featuresDir = join(root, 'server', 'features');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

function featureOf(path) {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

const imports = [];
for (const file of sourceFiles(featuresDir)) {
  const from = featureOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const to = featureOf(target);
    if (to === undefined || to === from) continue;
    const throughIndex =
      relative(join(featuresDir, to), target).replace(/\.(js|ts)$/, '') === 'index';
    imports.push({ file: relative(root, file), from, to, specifier, throughIndex });
  }
}

const pairs = new Map();
for (const { from, to } of imports) {
  const key = `${from} → ${to}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
}

const edges = new Map();
for (const { from, to } of imports) {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}

// Strongly connected components (Tarjan): every component of more than one feature is a cycle.
function cycles() {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const pastIndex = imports.filter((entry) => !entry.throughIndex);
// A feature without a front door would leave the rest of the server nothing it may import.
const withoutIndex = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !existsSync(join(featuresDir, name, 'index.ts')));
const featureCycles = cycles();

if (process.argv.includes('--check')) {
  for (const entry of pastIndex) {
    console.error(
      `${entry.file}: imports ${entry.specifier}; use what server/features/${entry.to}/index.ts exports`,
    );
  }
  for (const component of featureCycles) {
    console.error(`server features import each other in a cycle: ${component.join(' ↔ ')}`);
  }
  for (const name of withoutIndex) {
    console.error(`server/features/${name}/ has no index.ts: what the rest of the server may use`);
  }
  if (pastIndex.length > 0 || featureCycles.length > 0 || withoutIndex.length > 0) {
    process.exit(1);
  }
} else {
  const verbose = process.argv.includes('--list');
  if (verbose) for (const entry of imports) console.log(`${entry.file} → ${entry.specifier}`);
  console.log(`cross-feature imports: ${imports.length} (past an index.ts: ${pastIndex.length})`);
  console.log(`feature pairs: ${pairs.size}`);
  if (verbose) for (const [pair, count] of pairs) console.log(`  ${pair}: ${count}`);
  console.log(`cycles: ${featureCycles.length}`);
  console.log(`features without an index.ts: ${withoutIndex.length}`);
  for (const component of featureCycles) console.log(`  ${component.join(' ↔ ')}`);
}

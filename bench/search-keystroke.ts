/**
 * npx tsx bench/search-keystroke.ts [--bottles N --profiles N --formats N --locations N --bins N]
 *
 * A dashboard search or filter keystroke (budget: ≤ 30 ms on the 20,000-bottle bench
 * restaurant, ≤ 50 ms at Bern's scale, on a desktop; the phone's 4× slower CPU multiplies these).
 * Builds RestaurantData the way the browser does from the model (wines, formats, counts: decision
 * 0013), builds the dashboard index once, then times visibleWines() for each query as typed.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { countsOf } from '../domain/bottle-counts.js';
import { EMPTY_FILTERS, type InventoryFilters, setRange } from '../domain/inventory-filters.js';
import { DEFAULT_CATEGORIES, DEFAULT_COLORS } from '../domain/restaurant.js';
import { dataFromModel } from '../domain/restaurant-data.js';
import type { RestaurantModel } from '../domain/snapshot.js';
import { buildInventoryIndex } from '../web/features/dashboard/inventory-index.js';
import { buildInventoryTree } from '../web/features/dashboard/inventory-tree.js';
import { searchSuggestions, visibleWines } from '../web/features/dashboard/visible-wines.js';
import { generateDataset } from './dataset.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

const RUNS = 30;

const sizes = sizesFrom(parseArgs({ options: SIZE_OPTIONS }).values);
const BUDGET_MS = (sizes.bottles ?? 0) > 100_000 ? 50 : 30;

const dataset = generateDataset(sizes);
const model: RestaurantModel = {
  revision: 1,
  restaurant: {
    id: 'bench',
    name: 'Bench',
    currency: 'EUR',
    colors: DEFAULT_COLORS.map((name, position) => ({ id: `c${position}`, name, position })),
    locations: dataset.locations,
    categories: DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position })),
    listings: [],
  },
  products: dataset.products.map(({ createdAt: _, ...product }) => product),
  formats: dataset.formats.map(({ createdAt: _, costCents, priceCents, ...format }) => ({
    ...format,
    cost: costCents === null ? null : costCents / 100,
    price: priceCents === null ? null : priceCents / 100,
  })),
  counts: [...countsOf(dataset.bottles).values()],
};
const data = dataFromModel(model);

let started = performance.now();
const index = buildInventoryIndex(data);
const buildMs = performance.now() - started;

// A bottle moved: the live feed's count change replaces its format's counts, and only what
// depends on them is rebuilt.
const counts = new Map(data.counts);
const [firstId, firstCounts] = [...counts][0] ?? [];
if (firstId && firstCounts) {
  counts.set(firstId, {
    ...firstCounts,
    places: [...firstCounts.places, { locationId: null, bin: '', bottles: 1, manual: 0 }],
  });
}
started = performance.now();
buildInventoryIndex({ ...data, counts, revision: 2 });
const bottleChangeMs = performance.now() - started;

const priced: InventoryFilters = setRange(EMPTY_FILTERS, 'price', { min: 40, max: 150 });
const steps: Array<{
  label: string;
  query: string;
  filters: InventoryFilters;
  view?: 'inventory';
}> = [
  ...['c', 'ch', 'cha', 'chat', 'chateau'].map((query) => ({
    label: query,
    query,
    filters: EMPTY_FILTERS,
  })),
  { label: 'producer:dom', query: 'producer:dom', filters: EMPTY_FILTERS },
  { label: 'country:france + price 40-150', query: 'country:france', filters: priced },
  {
    label: 'inventory view, tree, chateau',
    query: 'chateau',
    filters: EMPTY_FILTERS,
    view: 'inventory',
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

console.log(
  `dataset: ${data.products.size} profiles, ${data.formats.size} formats, ${dataset.bottles.length} bottles in ${model.counts.reduce((n, format) => n + format.places.length, 0)} places`,
);
console.log(`index build (cold): ${buildMs.toFixed(1)} ms`);
console.log(`index rebuild after a bottle moved: ${bottleChangeMs.toFixed(1)} ms`);
console.log('keystroke (visibleWines + suggestions; warm), ms:');
let worst = 0;
for (const step of steps) {
  const times: number[] = [];
  let shown = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const t0 = performance.now();
    const view = step.view ?? 'profile';
    const wines = visibleWines(index, step.query, step.filters, view);
    if (view === 'inventory') buildInventoryTree(wines, index);
    searchSuggestions(index, step.query);
    const elapsed = performance.now() - t0;
    if (run >= 3) times.push(elapsed);
    shown = wines.length;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  worst = Math.max(worst, p95);
  console.log(
    `  ${step.label.padEnd(34)} median ${percentile(times, 0.5).toFixed(2).padStart(6)}  p95 ${p95
      .toFixed(2)
      .padStart(6)}  (${shown} wines)`,
  );
}
console.log(
  `worst p95 ${worst.toFixed(2)} ms — budget ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'OK' : 'OVER'}`,
);

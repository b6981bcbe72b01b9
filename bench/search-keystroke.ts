/**
 * A dashboard search or filter keystroke over the 20,000-bottle restaurant (budget: ≤ 50 ms).
 * Builds RestaurantData the way the browser does from a snapshot, builds the dashboard index once,
 * then times visibleWines() for each query as typed. Run: npx tsx bench/search-keystroke.ts
 */
import { performance } from 'node:perf_hooks';
import { EMPTY_FILTERS, type InventoryFilters, setRange } from '../domain/inventory-filters.js';
import { DEFAULT_CATEGORIES, DEFAULT_COLORS } from '../domain/restaurant.js';
import { dataFromSnapshot } from '../domain/restaurant-data.js';
import type { Snapshot } from '../domain/snapshot.js';
import { buildInventoryIndex } from '../web/features/dashboard/inventory-index.js';
import { buildInventoryTree } from '../web/features/dashboard/inventory-tree.js';
import { searchSuggestions, visibleWines } from '../web/features/dashboard/visible-wines.js';
import { generateDataset } from './dataset.js';

const RUNS = 30;
const BUDGET_MS = 50;

const dataset = generateDataset();
const snapshot: Snapshot = {
  revision: 1,
  restaurant: {
    id: 'bench',
    name: 'Bench',
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
  bottles: dataset.bottles,
};
const data = dataFromSnapshot(snapshot);

let started = performance.now();
const index = buildInventoryIndex(data);
const buildMs = performance.now() - started;

// A change to one bottle: only the bottle-derived parts are rebuilt.
const bottles = new Map(data.bottles);
const [firstId, firstBottle] = [...bottles][0] ?? [];
if (firstId && firstBottle) bottles.set(firstId, { ...firstBottle, bin: 'moved' });
started = performance.now();
buildInventoryIndex({ ...data, bottles, revision: 2 });
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
  `dataset: ${data.products.size} profiles, ${data.formats.size} formats, ${data.bottles.size} bottles`,
);
console.log(`index build (cold): ${buildMs.toFixed(1)} ms`);
console.log(`index rebuild after one bottle change: ${bottleChangeMs.toFixed(1)} ms`);
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

/**
 * npx tsx bench/client-model-size.ts
 *
 * The client model: what it weighs on the wire (decision 0013), for the bench
 * restaurant (20,000 bottles) and for Bern's scale (600,000 bottles, 7,000 profiles, 12,000
 * formats, 20 locations, 10,000 bins). Pure: generated data, no server. Compressed with brotli as
 * the compact route does (quality 5, 256 kB window).
 *
 * - the model: profiles, formats and counts per format × location × bin (compact form v4);
 * - of which the profiles and formats alone, and their ids;
 * - and the bottles' ids, which it does not carry, for comparison.
 */
import zlib from 'node:zlib';
import { countsOf } from '../domain/bottle-counts.js';
import type { RestaurantModel } from '../domain/snapshot.js';
import { compactModel } from '../domain/snapshot-codec.js';
import { type Dataset, generateDataset } from './dataset.js';

function brotliSize(value: unknown): { raw: number; br: number } {
  const raw = Buffer.from(JSON.stringify(value));
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return { raw: raw.length, br: br.length };
}

function modelOf(dataset: Dataset): RestaurantModel {
  return {
    revision: 1,
    restaurant: {
      id: 'bench',
      name: 'Bench',
      currency: 'EUR',
      colors: [],
      locations: dataset.locations,
      categories: [],
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
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

const scales = [
  { title: 'bench restaurant, 20,000 bottles', options: {} },
  {
    title: "Bern's scale, 600,000 bottles",
    options: { bottles: 600_000, profiles: 7_000, formats: 12_000, locations: 20, bins: 10_000 },
  },
];

for (const { title, options } of scales) {
  const dataset = generateDataset(options);
  const compact = compactModel(modelOf(dataset));
  const { counts, ...catalog } = compact;
  const model = brotliSize(compact);
  const wines = brotliSize(catalog);
  const ids = brotliSize([compact.products.id, compact.formats.id]);
  const bottleIds = brotliSize(dataset.bottles.map((bottle) => bottle.id));
  console.log(title);
  console.log(
    `  the model (${counts.format.length.toLocaleString('en-US')} places): ${kB(model.br)} brotli (${kB(model.raw)} raw)`,
  );
  console.log(`    of which profiles and formats: ${kB(wines.br)} brotli, their ids ${kB(ids.br)}`);
  console.log(`  not carried: the bottles' ids alone would be ${kB(bottleIds.br)} brotli`);
}

/**
 * npx tsx bench/client-model-size.ts
 *
 * Issue 14, the choice of a client model: what each candidate weighs on the wire, for the bench
 * restaurant (20,000 bottles) and for Bern's scale (600,000 bottles, 7,000 profiles, 12,000
 * formats, 20 locations, 10,000 bins). Pure: generated data, no server. Compressed with brotli as
 * the snapshot route does (quality 5, 256 kB window).
 *
 * - today: the compact snapshot, every bottle;
 * - profiles and formats: the compact snapshot without its bottles;
 * - counts: profiles and formats, plus a bottle count per format × location, or per format ×
 *   location × bin, the model issue 14 asks for (the bottles of a format, a bin or a list fetched
 *   when a screen opens).
 */
import zlib from 'node:zlib';
import type { Snapshot } from '../domain/snapshot.js';
import { compactSnapshot } from '../domain/snapshot-codec.js';
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

function snapshotOf(dataset: Dataset): Snapshot {
  return {
    revision: 1,
    restaurant: {
      id: 'bench',
      name: 'Bench',
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
    bottles: dataset.bottles,
  };
}

/**
 * One row per format × location (× bin, with `withBins`) that holds bottles, as index columns,
 * sorted.
 */
function countGroups(snapshot: Snapshot, withBins: boolean) {
  const formatIndex = new Map(snapshot.formats.map((format, index) => [format.id, index]));
  const locationIndex = new Map(
    snapshot.restaurant.locations.map((location, index) => [location.id, index]),
  );
  const counts = new Map<string, number>();
  for (const bottle of snapshot.bottles) {
    const key = [
      formatIndex.get(bottle.formatId),
      bottle.locationId === null ? -1 : locationIndex.get(bottle.locationId),
      withBins ? bottle.bin : '',
    ].join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows = [...counts].map(([key, count]) => {
    const [format, location, bin] = key.split('\u0000');
    return { format: Number(format), location: Number(location), bin: bin ?? '', count };
  });
  rows.sort((a, b) => a.format - b.format || a.location - b.location);
  return {
    format: rows.map((row) => row.format),
    location: rows.map((row) => row.location),
    bin: rows.map((row) => row.bin),
    count: rows.map((row) => row.count),
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
  const snapshot = snapshotOf(generateDataset(options));
  const compact = compactSnapshot(snapshot);
  const { bottles: _, ...withoutBottles } = compact;
  const groups = countGroups(snapshot, true);
  const byLocation = countGroups(snapshot, false);
  const today = brotliSize(compact);
  const catalog = brotliSize(withoutBottles);
  const counts = brotliSize({ ...withoutBottles, counts: groups });
  const locationCounts = brotliSize({ ...withoutBottles, counts: byLocation });
  const ids = brotliSize([compact.products.id, compact.formats.id]);
  console.log(title);
  console.log(`  today, every bottle:       ${kB(today.br)} brotli (${kB(today.raw)} raw)`);
  console.log(`  profiles and formats:      ${kB(catalog.br)} brotli (${kB(catalog.raw)} raw)`);
  console.log(`    of which the profiles' and formats' ids: ${kB(ids.br)} brotli`);
  console.log(
    `  + counts per format × location (${byLocation.count.length.toLocaleString('en-US')} rows): ${kB(locationCounts.br)} brotli (${kB(locationCounts.raw)} raw)`,
  );
  console.log(
    `  + counts per format × location × bin (${groups.count.length.toLocaleString('en-US')} rows): ${kB(counts.br)} brotli (${kB(counts.raw)} raw)`,
  );
}

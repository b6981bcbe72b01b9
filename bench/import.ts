/**
 * npm run bench:import [-- postgres]
 *
 * The bench restaurant's CSV backup (20,000 bottles) imported into an empty restaurant.
 * Printed: the preview (budget ≤ 5 s) and the import (≤ 10 s), from the request to the answer,
 * with the server's own time; the round trip (the imported inventory equals the exported one, by
 * server/test/backup-view.ts); and Undo import.
 */
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { ImportPreview, ImportResult } from '../domain/import-api.js';
import type { Snapshot } from '../domain/snapshot.js';
import { inventoryOf } from '../server/test/backup-view.js';
import { type BenchDatabase, logIn, ms, withBenchServer } from './bench-server.js';
import { generateDataset } from './dataset.js';
import { seedRestaurant } from './seed-restaurant.js';

const database: BenchDatabase = process.argv.includes('postgres') ? 'postgres' : 'sqlite';

function serverTime(response: Response): number {
  return Number(
    /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN,
  );
}

async function timed<T>(url: string, cookie: string, body?: Uint8Array) {
  const started = performance.now();
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'text/csv' } : {}) },
    body: body ? Buffer.from(body) : undefined,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const wall = performance.now() - started;
  if (!response.ok)
    throw new Error(`${url}: ${response.status} ${new TextDecoder().decode(bytes)}`);
  return {
    wall,
    server: serverTime(response),
    bytes,
    json: () => JSON.parse(new TextDecoder().decode(bytes)) as T,
  };
}

await withBenchServer(database, async (server) => {
  const dataset = generateDataset();
  const empty = await seedRestaurant(
    server.services.db,
    { ...dataset, locations: [], products: [], formats: [], bottles: [] },
    { email: 'empty@example.com', password: 'bench-password', restaurantName: 'Empty' },
  );
  const emptyCookie = await logIn(server.baseUrl, empty);
  const api = `${server.baseUrl}/api`;

  const exported = await timed(`${api}/exports/bottles.csv`, server.cookie);
  const file = exported.bytes;
  const preview = await timed<ImportPreview>(`${api}/imports/preview`, emptyCookie, file);
  const seen = preview.json();
  const imported = await timed<ImportResult>(`${api}/imports`, emptyCookie, file);
  const result = imported.json();

  const before = (await timed<Snapshot>(`${api}/snapshot`, server.cookie)).json();
  const after = (await timed<Snapshot>(`${api}/snapshot`, emptyCookie)).json();
  const same = isDeepStrictEqual(inventoryOf(after), inventoryOf(before));

  const undo = await timed<{ bottles: number }>(
    `${api}/imports/${result.importId}/undo`,
    emptyCookie,
    new Uint8Array(),
  );
  const left = (await timed<Snapshot>(`${api}/snapshot`, emptyCookie)).json();

  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const mb = (file.length / 1024 / 1024).toFixed(1);
  console.log(
    `import of the bench restaurant's CSV backup on ${database} (${mb} MB, ${seen.rows.toLocaleString('en-US')} rows)`,
  );
  console.log(
    `  preview: ${ms(preview.wall)} (server ${ms(preview.server)}), budget ≤ 5000 ms; ${seen.bottles} bottles, ${seen.products.created} profiles and ${seen.formats.created} formats to create, ${seen.errorCount} row errors`,
  );
  console.log(
    `  import: ${ms(imported.wall)} (server ${ms(imported.server)}), budget ≤ 10000 ms; ${result.bottles} bottles, ${result.products} profiles, ${result.formats} formats`,
  );
  console.log(
    `  round trip: ${same ? 'identical' : 'DIFFERENT'} (${after.bottles.length} of ${before.bottles.length} bottles, ${after.products.length} of ${before.products.length} profiles, ${after.formats.length} of ${before.formats.length} formats, ${after.restaurant.locations.length} of ${before.restaurant.locations.length} locations)`,
  );
  console.log(
    `  undo import: ${ms(undo.wall)} (server ${ms(undo.server)}); ${left.bottles.length} bottles left`,
  );
  // What differs, counted: a profile the backup cannot tell from another (they differ only in
  // fields it has no column for) comes back as that other one (decision 0019).
  const [was, now] = [inventoryOf(before), inventoryOf(after)];
  for (const key of ['locations', 'products', 'formats', 'bottles'] as const) {
    const kept = new Set(now[key].map((item) => JSON.stringify(item)));
    const same = was[key].filter((item) => kept.has(JSON.stringify(item))).length;
    console.log(`    ${key}: ${same} of ${was[key].length} identical`);
  }
  if (!same) process.exitCode = 1;
});

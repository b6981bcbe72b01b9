import type { Format, Product } from '../../../domain/inventory.js';
import type { Reason } from '../../../domain/reasons.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../fixtures.js';
import type { TestClient, TestResponse } from '../test-client.js';

/**
 * Two races on a row that another one refers to (decision 0007): a category deleted while a
 * profile is saved into it, and a profile's last format deleted while a format is added to it.
 * Each round fires both requests at once; either may win, but only as one of the outcomes listed
 * here, and the final state refers to nothing that is gone.
 */
export interface RaceRun {
  /** Answers no interleaving explains (a 500, both sides acknowledged, a wrong reason). */
  unexpected: string[];
  /** Profiles whose category or sub-category is gone, and profiles left without a format. */
  orphans: string[];
}

/** An answer as the races judge it: its status, then its refusal's reason if any. */
function outcome(response: TestResponse): string {
  const reason = (response.body as { error?: { reason?: Reason } } | undefined)?.error?.reason;
  return reason ? `${response.status} ${reason}` : String(response.status);
}

async function expectOk<T>(response: Promise<TestResponse>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer)}`);
  return answer.body as T;
}

/** Runs both races `rounds` times each on the client's restaurant. */
export async function runReferenceRaces(client: TestClient, rounds: number): Promise<RaceRun> {
  const run: RaceRun = { unexpected: [], orphans: [] };
  for (let round = 0; round < rounds; round++) {
    await deleteCategoryWhileSaving(client, round, run);
    await deleteLastFormatWhileAdding(client, round, run);
  }
  run.orphans = orphansIn(await expectOk<Snapshot>(client.get('/api/snapshot'), 'snapshot'));
  return run;
}

/** The pair of answers must be one of the outcomes allowed, named by which side went first. */
function judge(run: RaceRun, race: string, answers: string, allowed: Record<string, string>): void {
  if (!Object.values(allowed).includes(answers)) run.unexpected.push(`${race}: ${answers}`);
}

async function deleteCategoryWhileSaving(
  client: TestClient,
  round: number,
  run: RaceRun,
): Promise<void> {
  const key = `cat_race_${round}`;
  const subKey = `subcat_race_${round}`;
  const names = { en: `Race ${round}`, fr: `Course ${round}` };
  await expectOk(client.post('/api/categories', { key, ...names }), 'category');
  await expectOk(
    client.post(`/api/categories/${key}/subcategories`, { key: subKey, ...names }),
    'sub-category',
  );
  const [deleted, saved] = await Promise.all([
    client.delete(`/api/categories/${key}`),
    client.post(
      '/api/products',
      productRequest({ name: `Race wine ${round}`, mainCategory: key, subCategory: subKey }),
    ),
  ]);
  judge(run, 'delete category / save profile', `${outcome(deleted)}, ${outcome(saved)}`, {
    'category deleted first': '204, 400 category-unknown',
    'profile saved first': '409 category-in-use, 201',
  });
}

async function deleteLastFormatWhileAdding(
  client: TestClient,
  round: number,
  run: RaceRun,
): Promise<void> {
  const saved = await expectOk<{ product: Product; format: Format }>(
    client.post('/api/products', productRequest({ name: `Last format ${round}` })),
    'profile',
  );
  const [deleted, added] = await Promise.all([
    client.delete(`/api/formats/${saved.format.id}`),
    client.post(`/api/products/${saved.product.id}/formats`, {
      format: { vintage: '2020', bottleSize: 1500 },
    }),
  ]);
  // Deleting the last format takes the profile with it; with a second one the profile stays.
  const removed = (deleted.body as { productRemoved?: boolean }).productRemoved;
  const deletion = deleted.status === 200 ? `200 product removed: ${removed}` : outcome(deleted);
  judge(run, 'delete last format / add format', `${deletion}, ${outcome(added)}`, {
    'last format deleted first': '200 product removed: true, 404 not-found',
    'format added first': '200 product removed: false, 201',
  });
}

function orphansIn(snapshot: Snapshot): string[] {
  const categories = new Map(
    snapshot.restaurant.categories.map((category) => [
      category.key,
      new Set(category.subcategories.map((sub) => sub.key)),
    ]),
  );
  const withFormats = new Set(snapshot.formats.map((format) => format.productId));
  const orphans: string[] = [];
  for (const product of snapshot.products) {
    if (!categories.get(product.mainCategory)?.has(product.subCategory))
      orphans.push(`${product.name}: in ${product.mainCategory} / ${product.subCategory}, gone`);
    if (!withFormats.has(product.id)) orphans.push(`${product.name}: no format`);
  }
  return orphans;
}

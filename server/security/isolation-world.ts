import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newId } from '../db/new-id.js';
import { productRequest } from '../test/fixtures.js';
import { TestClient } from '../test/test-client.js';
import type { SignedUp } from '../test/test-server.js';
import { depletedSalesFile } from './example-fixtures.js';

/** Every kind of id a request can carry, in its path, its body or a header. */
export interface WorldIds {
  productId: string;
  formatId: string;
  /** An existing bottle. */
  bottleId: string;
  /** A bottle removed (broken): scanning it says so, to its restaurant only. */
  removedBottleId: string;
  /** A QR id a request wants to create: own means not yet in use. */
  newBottleId: string;
  barcode: string;
  locationId: string;
  bin: string;
  categoryKey: string;
  subcategoryKey: string;
  listingId: string;
  colorId: string;
  etag: string;
  /** A staff member of the restaurant (the Team manager's routes). */
  memberId: string;
  /** A pending team invite. */
  inviteId: string;
  /**
   * A join link already used (by memberId): public, so it is no one's id to protect; visitors
   * asking with it are refused. A signed-in identity asks with a new one of its own.
   */
  joinCode: string;
  /** An open stock count of the location. */
  stocktakeId: string;
  /** The token of a stock count's preview (Apply sends it back); not an id of anything. */
  stocktakeToken: string;
  /** A cellar import that can still be undone. */
  importId: string;
  /** The record of the wine's supplier. */
  supplierId: string;
  /** A draft purchase order to that supplier. */
  purchaseOrderId: string;
  /** A sales file whose sales removed a bottle, not yet put back. */
  salesFileId: string;
}
export type IdKind = keyof WorldIds;

/** One restaurant's standing data, each name and id carrying its tag so a leak can be spotted. */
export interface World {
  who: SignedUp;
  tag: string;
  ids: WorldIds;
  /** Bottles kept for other restaurants to try as new QR ids (each used once). */
  spareBottleIds: string[];
  /** Strings that may only ever appear in answers to this restaurant. */
  markers: string[];
}

const SPARE_BOTTLES = 40;

async function ok<T>(
  response: Promise<{ status: number; body: unknown; headers: Headers }>,
): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as T;
}

/** A restaurant with one of everything: location and bin, category, color, wine with bottles, listing. */
export async function buildWorld(who: SignedUp): Promise<World> {
  const tag = `t${randomBytes(4).toString('hex')}`;
  const client = who.client;
  const location = await ok<{ id: string }>(
    client.post('/api/locations', { name: `${tag} Cellar` }),
  );
  const bin = `${tag}-bin`;
  await ok(client.post(`/api/locations/${location.id}/bins`, { name: bin }));
  const categoryKey = `cat_${tag}`;
  const subcategoryKey = `subcat_${tag}`;
  await ok(
    client.post('/api/categories', { key: categoryKey, en: `${tag} Fortified`, fr: `${tag} Muté` }),
  );
  await ok(
    client.post(`/api/categories/${categoryKey}/subcategories`, {
      key: subcategoryKey,
      en: `${tag} Tawny`,
      fr: `${tag} Tawny`,
    }),
  );
  const color = await ok<{ id: string }>(client.post('/api/colors', { name: `${tag} Amber` }));
  const barcode = `40${String(randomBytes(6).readUIntBE(0, 6)).padStart(11, '0').slice(0, 11)}`;
  const bottleIds = Array.from({ length: SPARE_BOTTLES + 1 }, (_, i) => `${tag}-B${i + 1}`);
  const wine = await ok<{ product: { id: string }; format: { id: string } }>(
    client.post('/api/products', {
      ...productRequest({
        name: `${tag} Cuvée`,
        producer: `${tag} Domaine`,
        supplier: `${tag} Wines`,
        mainCategory: categoryKey,
        subCategory: subcategoryKey,
        barcode,
      }),
      bottles: { ids: bottleIds, locationId: location.id, bin },
    }),
  );
  const removedBottleId = `${tag}-GONE`;
  await ok(client.post('/api/bottles', { formatId: wine.format.id, ids: [removedBottleId] }));
  await ok(client.delete(`/api/bottles/${encodeURIComponent(removedBottleId)}?reason=broken`));
  const listing = await ok<{ id: string }>(
    client.put('/api/listings', { formatId: wine.format.id, price3oz: 9, price5oz: 14 }),
  );
  const joined = await joinTeam(client, `${tag} Staff`);
  const pending = await ok<{ invite: { id: string } }>(
    client.post('/api/team/invites', { role: 'staff' }),
  );
  const stocktake = await ok<{ id: string }>(
    client.post('/api/stocktakes', { places: [{ locationId: location.id }] }),
  );
  const preview = await ok<{ token: string }>(
    client.get(`/api/stocktakes/${stocktake.id}/preview`),
  );
  const imported = await ok<{ importId: string }>(
    client.post('/api/imports', `name,vintage\n${tag} Imported,2020\n`, {
      'content-type': 'text/csv',
    }),
  );
  await ok(client.put('/api/par-levels', { levels: [{ formatId: wine.format.id, par: 100 }] }));
  const ordered = await ok<{ orders: Array<{ id: string }> }>(client.post('/api/purchase-orders'));
  const order = await ok<{ order: { supplier: { id: string } } }>(
    client.get(`/api/purchase-orders/${ordered.orders[0]?.id}`),
  );
  // After the rest: turning depletion on must not take the bottles the other examples use.
  const salesFileId = await depletedSalesFile(client, tag, 0);
  const ids: WorldIds = {
    salesFileId,
    supplierId: order.order.supplier.id,
    purchaseOrderId: ordered.orders[0]?.id ?? '',
    importId: imported.importId,
    stocktakeId: stocktake.id,
    stocktakeToken: preview.token,
    memberId: joined.userId,
    inviteId: pending.invite.id,
    joinCode: joined.code,
    productId: wine.product.id,
    formatId: wine.format.id,
    bottleId: bottleIds[0] ?? '',
    removedBottleId,
    newBottleId: `${tag}-NEW`,
    barcode,
    locationId: location.id,
    bin,
    categoryKey,
    subcategoryKey,
    listingId: listing.id,
    colorId: color.id,
    etag: await currentEtag(client),
  };
  return {
    who,
    tag,
    ids,
    spareBottleIds: bottleIds.slice(1),
    markers: [
      tag,
      who.restaurantId,
      who.userId,
      who.email,
      wine.product.id,
      wine.format.id,
      location.id,
      listing.id,
      color.id,
      stocktake.id,
    ],
  };
}

/** A new staff member of the owner's restaurant, through an invite link of the owner's. */
export async function joinTeam(
  owner: TestClient,
  displayName: string,
): Promise<{ userId: string; code: string }> {
  const { code } = await ok<{ code: string }>(owner.post('/api/team/invites', { role: 'staff' }));
  const visitor = new TestClient(owner.baseUrl);
  const { user } = await ok<{ user: { userId: string } }>(
    visitor.post(`/api/join/${code}`, {
      displayName,
      email: `${randomUUID()}@example.com`,
      password: 'correct horse',
    }),
  );
  return { userId: user.userId, code };
}

/** The restaurant's revision in the database now (the plain snapshot is read, never held). */
export async function revisionNow(client: TestClient): Promise<number> {
  const { revision } = await ok<{ revision: number }>(client.get('/api/snapshot'));
  return revision;
}

/**
 * The entity tag of the restaurant's model at its current revision: the server may otherwise
 * answer with a model a few revisions old while it builds the current one (decision 0013).
 */
export async function currentEtag(client: TestClient): Promise<string> {
  const response = await client.get(`/api/snapshot/compact?atLeast=${await revisionNow(client)}`);
  return response.headers.get('etag') ?? '';
}

/** A well-formed id of the same kind that no restaurant has. */
export function missingId(kind: IdKind, n: number): string {
  switch (kind) {
    case 'bottleId':
    case 'removedBottleId':
      return `MISSING-${n}`;
    case 'newBottleId':
      return `FREE-${n}-${randomBytes(3).toString('hex')}`;
    case 'barcode':
      return `41${String(n).padStart(11, '0')}`;
    case 'bin':
      return `nobin-${n}`;
    case 'categoryKey':
      return `cat_missing_${n}`;
    case 'subcategoryKey':
      return `subcat_missing_${n}`;
    case 'listingId':
      return randomUUID();
    case 'etag':
      return `"${randomUUID()}-1"`;
    default:
      return newId();
  }
}

/**
 * Ids no valid request carries: too long for every field, SQL in the text, and a NUL with a
 * right-to-left override (PostgreSQL refuses NUL in text; it must be a 4xx before it gets there).
 */
export const MALFORMED_IDS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'too long', value: 'x'.repeat(300) },
  { name: 'sql', value: "' OR '1'='1' --" },
  { name: 'nul', value: 'a\u0000\u202eb' },
];

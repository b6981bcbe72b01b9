import { randomBytes, randomUUID } from 'node:crypto';
import { operationsByName as op } from '../../domain/operations/index.js';
import { newId } from '../db/new-id.js';
import { productRequest } from '../test/fixtures.js';
import { TestClient } from '../test/test-client.js';
import type { SignedUp } from '../test/test-server.js';
import { csvFile, depletedSalesFile } from './example-fixtures.js';

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

/** A restaurant with one of everything: location and bin, category, color, wine with bottles, listing. */
export async function buildWorld(who: SignedUp): Promise<World> {
  const tag = `t${randomBytes(4).toString('hex')}`;
  const client = who.client;
  const location = await client.ok(op.addLocation, { body: { name: `${tag} Cellar` } });
  const bin = `${tag}-bin`;
  await client.ok(op.addBin, { params: { id: location.id }, body: { name: bin } });
  const categoryKey = `cat_${tag}`;
  const subcategoryKey = `subcat_${tag}`;
  await client.ok(op.addCategory, {
    body: { key: categoryKey, en: `${tag} Fortified`, fr: `${tag} Muté` },
  });
  await client.ok(op.addSubcategory, {
    params: { key: categoryKey },
    body: { key: subcategoryKey, en: `${tag} Tawny`, fr: `${tag} Tawny` },
  });
  const color = await client.ok(op.addColor, { body: { name: `${tag} Amber` } });
  const barcode = `40${String(randomBytes(6).readUIntBE(0, 6)).padStart(11, '0').slice(0, 11)}`;
  const bottleIds = Array.from({ length: SPARE_BOTTLES + 1 }, (_, i) => `${tag}-B${i + 1}`);
  const wine = await client.ok(op.createProduct, {
    body: {
      ...productRequest({
        name: `${tag} Cuvée`,
        producer: `${tag} Domaine`,
        supplier: `${tag} Wines`,
        mainCategory: categoryKey,
        subCategory: subcategoryKey,
        barcode,
      }),
      bottles: { ids: bottleIds, locationId: location.id, bin },
    },
  });
  const removedBottleId = `${tag}-GONE`;
  await client.ok(op.addBottles, { body: { formatId: wine.format.id, ids: [removedBottleId] } });
  await client.ok(op.removeBottle, {
    params: { id: removedBottleId },
    query: { reason: 'broken' },
  });
  const listing = await client.ok(op.putListing, {
    body: { formatId: wine.format.id, price3oz: 9, price5oz: 14 },
  });
  const joined = await joinTeam(client, `${tag} Staff`);
  const pending = await client.ok(op.createInvite, { body: { role: 'staff' } });
  const stocktake = await client.ok(op.startStocktake, {
    body: { places: [{ locationId: location.id }] },
  });
  const preview = await client.ok(op.previewStocktake, { params: { id: stocktake.id } });
  const imported = await client.ok(
    op.runImport,
    {},
    csvFile(`name,vintage\n${tag} Imported,2020\n`),
  );
  await client.ok(op.saveParLevels, {
    body: { levels: [{ formatId: wine.format.id, par: 100 }] },
  });
  const ordered = await client.ok(op.createPurchaseOrders, {});
  const order = await client.ok(op.getPurchaseOrder, {
    params: { id: ordered.orders[0]?.id ?? '' },
  });
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
  const { code } = await owner.ok(op.createInvite, { body: { role: 'staff' } });
  const visitor = new TestClient(owner.baseUrl);
  const { user } = await visitor.ok(op.join, {
    params: { code },
    body: { displayName, email: `${randomUUID()}@example.com`, password: 'correct horse' },
  });
  return { userId: user.userId, code };
}

/** The restaurant's revision in the database now (the plain snapshot is read, never held). */
export async function revisionNow(client: TestClient): Promise<number> {
  const { revision } = await client.ok(op.snapshot, {});
  return revision;
}

/**
 * The entity tag of the restaurant's model at its current revision: the server may otherwise
 * answer with a model a few revisions old while it builds the current one (decision 0013).
 */
export async function currentEtag(client: TestClient): Promise<string> {
  const response = await client.call(op.compactSnapshot, {
    query: { atLeast: await revisionNow(client) },
  });
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

import { operationsByName as op } from '../../domain/operations/index.js';
import { productRequest } from '../test/fixtures.js';
import type { FileSent, TestClient } from '../test/test-client.js';
import type { World, WorldIds } from './isolation-world.js';

/** What the examples make before they ask: their targets, through the API as a client would. */

export async function freshFormat(
  client: TestClient,
  productId: string,
  n: number,
): Promise<string> {
  const body = await client.ok(op.addFormat, {
    params: { id: productId },
    body: { format: { vintage: String(1900 + (n % 100)), bottleSize: 100 + n } },
  });
  return body.format.id;
}

export async function freshBottle(world: World, n: number): Promise<Partial<WorldIds>> {
  const bottleId = `${world.tag}-F${n}`;
  await world.who.client.ok(op.addBottles, {
    body: { formatId: world.ids.formatId, ids: [bottleId] },
  });
  return { bottleId };
}

/** A profile as the examples send it; with a supplier, so the wine stays on the Reorder sheet. */
export function product(ids: WorldIds, name: string) {
  return productRequest({
    name,
    supplier: 'Isolation Wines',
    mainCategory: ids.categoryKey,
    subCategory: ids.subcategoryKey,
  }).product;
}

/**
 * A new stock count of a new empty bin, with its preview's token (pause, Apply, cancel): its
 * Apply removes nothing of the bottles the other examples use.
 */
export async function freshStocktake(world: World, n: number): Promise<Partial<WorldIds>> {
  const client = world.who.client;
  const place = { locationId: world.ids.locationId, bin: `count-${n}` };
  await client.ok(op.addBin, { params: { id: place.locationId }, body: { name: place.bin } });
  const stocktake = await client.ok(op.startStocktake, { body: { places: [place] } });
  const preview = await client.ok(op.previewStocktake, { params: { id: stocktake.id } });
  return { stocktakeId: stocktake.id, stocktakeToken: preview.token };
}

/** A one-row cellar file: a new wine each time, so each import is its own. */
export function importFile(n: number): string {
  return `name,vintage,size\nImported ${n},2020,750\n`;
}
export const csvHeaders = { 'content-type': 'text/csv' };

/** A CSV file as a request's body. */
export function csvFile(text: string): FileSent {
  return { text, type: 'text/csv' };
}

export async function freshImport(world: World, n: number): Promise<Partial<WorldIds>> {
  const result = await world.who.client.ok(op.runImport, {}, csvFile(importFile(n)));
  return { importId: result.importId };
}

export async function newJoinCode(world: World): Promise<string> {
  const body = await world.who.client.ok(op.createInvite, { body: { role: 'staff' } });
  return body.code;
}

/**
 * A new draft purchase order to the world's supplier (send and cancel use theirs up); its par
 * level first, which the par levels' own example lowers.
 */
export async function freshPurchaseOrder(world: World): Promise<Partial<WorldIds>> {
  await world.who.client.ok(op.saveParLevels, {
    body: { levels: [{ formatId: world.ids.formatId, par: 1000 }] },
  });
  const result = await world.who.client.ok(op.createPurchaseOrders, {});
  return { purchaseOrderId: result.orders[0]?.id ?? '' };
}

/** A new purchase order, sent: one that takes deliveries. */
export async function freshSentPurchaseOrder(world: World): Promise<Partial<WorldIds>> {
  const { purchaseOrderId = '' } = await freshPurchaseOrder(world);
  await world.who.client.ok(op.sendPurchaseOrder, {
    params: { id: purchaseOrderId },
    body: { via: 'print' },
  });
  return { purchaseOrderId };
}

/**
 * A sales file whose sales removed a bottle (depletion on, from anywhere): a new wine with one
 * bottle, its POS item matched as a bottle sale, sold once on a day of its own (`n` days after
 * the first of 2024), so each example's Undo removals has its own file to put back.
 */
export async function depletedSalesFile(client: TestClient, tag: string, n: number) {
  const item = `${tag} Sold ${n}`;
  const request = productRequest({ name: item });
  const wine = await client.ok(op.createProduct, {
    body: { ...request, bottles: { ids: [`${tag}-S${n}`], locationId: null } },
  });
  await client.ok(op.matchPosItem, { body: { item, kind: 'bottle', formatId: wine.format.id } });
  await client.ok(op.saveSalesDepletionSettings, { body: { deplete: true, locationId: null } });
  const day = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const file = `Date,Item,Qty,Gross Sales\n${day},${item},1,$36.00\n`;
  const imported = await client.ok(
    op.importSales,
    { query: { name: `sold-${n}.csv` } },
    csvFile(file),
  );
  if (imported.depletion.removed !== 1) throw new Error('fixture: the sale removed no bottle');
  return imported.fileId;
}

export async function freshSalesFile(world: World, n: number): Promise<Partial<WorldIds>> {
  return { salesFileId: await depletedSalesFile(world.who.client, world.tag, n) };
}

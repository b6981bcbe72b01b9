import type { BlendPart } from '../../../domain/inventory.js';
import type { CompactSnapshot } from '../../../domain/snapshot-codec.js';
import type { Db } from '../../db/database.js';
import { fromCents, parseJsonArray, toBool, toNumberOrNull } from '../../db/normalize.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';
import { currentRevision, readRestaurant } from '../restaurants/restaurant-repo.js';

const PRIVATE_IMPORT = 1;
const HIDDEN = 2;
const flags = (isPrivateImport: unknown, showOnMenu: unknown) =>
  (toBool(isPrivateImport as number) ? PRIVATE_IMPORT : 0) |
  (toBool(showOnMenu as number) ? 0 : HIDDEN);

/**
 * The compact snapshot built straight from the rows, in one read transaction and one pass per
 * table: no intermediate objects per row, which is most of the cost at 20,000 bottles.
 * domain/snapshot-codec.ts's compactSnapshot() is the reference it must agree with (tested).
 */
export async function loadCompactSnapshot(db: Db, actor: Actor): Promise<CompactSnapshot> {
  let transaction = db.kysely.transaction();
  if (db.dialect === 'postgres') transaction = transaction.setIsolationLevel('repeatable read');
  return transaction.execute(async (tx) => {
    const restaurantId = actor.restaurantId;
    const revision = await currentRevision(tx, restaurantId);
    const restaurant = await readRestaurant(tx, restaurantId);
    if (!restaurant) throw notFound();
    const productRows = await tx
      .selectFrom('products')
      .select([
        'id',
        'name',
        'producer',
        'country',
        'region',
        'subregion',
        'appellation',
        'classification',
        'regulated_designation',
        'style',
        'color',
        'supplier',
        'main_category',
        'sub_category',
        'varieties',
        'grains',
        'alcohol_percentage',
        'barcode',
        'is_private_import',
        'show_on_menu',
        'default_format_id',
      ])
      .where('restaurant_id', '=', restaurantId)
      .execute();
    const formatRows = await tx
      .selectFrom('formats')
      .select([
        'id',
        'product_id',
        'vintage',
        'bottle_size',
        'cost_cents',
        'price_cents',
        'tasting_notes',
        'is_private_import',
        'show_on_menu',
      ])
      .where('restaurant_id', '=', restaurantId)
      .execute();
    const bottleRows = await tx
      .selectFrom('bottles')
      .select(['id', 'format_id', 'location_id', 'bin', 'notes', 'added_at'])
      .where('restaurant_id', '=', restaurantId)
      .execute();

    const productIndex = new Map<string, number>();
    for (const [index, row] of productRows.entries()) productIndex.set(row.id, index);
    // Formats grouped by wine and bottles by format: neighbours share most of their fields.
    formatRows.sort(
      (a, b) => (productIndex.get(a.product_id) ?? 0) - (productIndex.get(b.product_id) ?? 0),
    );
    const formatIndex = new Map<string, number>();
    for (const [index, row] of formatRows.entries()) formatIndex.set(row.id, index);
    const locationIndex = new Map(
      restaurant.locations.map((location, index) => [location.id, index]),
    );
    const bottles = bottleRows.map((row) => ({
      row,
      format: formatIndex.get(row.format_id) ?? -1,
      added: Date.parse(row.added_at),
    }));
    bottles.sort((a, b) => a.format - b.format || a.added - b.added);

    const p: CompactSnapshot['products'] = {
      id: [],
      name: [],
      producer: [],
      country: [],
      region: [],
      subregion: [],
      appellation: [],
      classification: [],
      regulatedDesignation: [],
      style: [],
      color: [],
      supplier: [],
      mainCategory: [],
      subCategory: [],
      varieties: [],
      grains: [],
      alcoholPercentage: [],
      barcode: [],
      flags: [],
      defaultFormat: [],
    };
    for (const row of productRows) {
      p.id.push(row.id);
      p.name.push(row.name);
      p.producer.push(row.producer);
      p.country.push(row.country);
      p.region.push(row.region);
      p.subregion.push(row.subregion);
      p.appellation.push(row.appellation);
      p.classification.push(row.classification);
      p.regulatedDesignation.push(row.regulated_designation);
      p.style.push(row.style);
      p.color.push(row.color);
      p.supplier.push(row.supplier);
      p.mainCategory.push(row.main_category);
      p.subCategory.push(row.sub_category);
      p.varieties.push(parseJsonArray<BlendPart>(row.varieties));
      p.grains.push(parseJsonArray<BlendPart>(row.grains));
      p.alcoholPercentage.push(toNumberOrNull(row.alcohol_percentage));
      p.barcode.push(row.barcode);
      p.flags.push(flags(row.is_private_import, row.show_on_menu));
      p.defaultFormat.push(
        row.default_format_id === null ? -1 : (formatIndex.get(row.default_format_id) ?? -1),
      );
    }
    const f: CompactSnapshot['formats'] = {
      id: [],
      wine: [],
      vintage: [],
      bottleSize: [],
      cost: [],
      price: [],
      tastingNotes: [],
      flags: [],
    };
    for (const row of formatRows) {
      f.id.push(row.id);
      f.wine.push(productIndex.get(row.product_id) ?? -1);
      f.vintage.push(row.vintage);
      f.bottleSize.push(Number(row.bottle_size));
      f.cost.push(fromCents(row.cost_cents));
      f.price.push(fromCents(row.price_cents));
      f.tastingNotes.push(row.tasting_notes);
      f.flags.push(flags(row.is_private_import, row.show_on_menu));
    }
    const b: CompactSnapshot['bottles'] = {
      id: [],
      format: [],
      location: [],
      bin: [],
      notes: [],
      added: [],
    };
    let previousAdded = 0;
    for (const { row, format, added } of bottles) {
      b.id.push(row.id);
      b.format.push(format);
      b.location.push(row.location_id === null ? -1 : (locationIndex.get(row.location_id) ?? -1));
      b.bin.push(row.bin);
      b.notes.push(row.notes);
      b.added.push(added - previousAdded);
      previousAdded = added;
    }
    return { v: 2, revision, restaurant, products: p, formats: f, bottles: b };
  });
}

import type { Kysely } from 'kysely';
import { posItemKey } from '../../../domain/sales.js';
import type { MatchPosItem, PosItem, PosItems, PosSuggestion } from '../../../domain/sales-api.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type CatalogFormat, labelOf, Suggester } from './pos-suggest.js';
import { pendingFiles } from './staged-lines.js';

/**
 * Match POS items (docs/product.md §Sales, decision 0054): every item the imported sales name,
 * unmatched first with their quantities (nothing sold is dropped unseen), each matched once per
 * restaurant, by its key, to a format as a bottle sale, to a by-the-glass format as a pour, or to
 * nothing.
 */

/** Unmatched items that get their suggestions in the list; the others ask when opened. */
const SUGGESTED_ITEMS = 25;
const SUGGESTIONS = 3;

async function catalog(db: Kysely<Database>, restaurantId: string): Promise<CatalogFormat[]> {
  const rows = await db
    .selectFrom('formats')
    .innerJoin('products', (join) =>
      join
        .onRef('products.restaurant_id', '=', 'formats.restaurant_id')
        .onRef('products.id', '=', 'formats.product_id'),
    )
    .leftJoin('glass_listings', (join) =>
      join
        .onRef('glass_listings.restaurant_id', '=', 'formats.restaurant_id')
        .onRef('glass_listings.format_id', '=', 'formats.id'),
    )
    .select([
      'formats.id',
      'formats.vintage',
      'formats.bottle_size',
      'products.name',
      'products.producer',
      'glass_listings.id as listing',
    ])
    .where('formats.restaurant_id', '=', restaurantId)
    .orderBy('products.name')
    .orderBy('formats.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    producer: row.producer,
    vintage: row.vintage,
    size: `${row.bottle_size} ml`,
    byTheGlass: row.listing !== null,
  }));
}

export class PosItemService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async list(actor: Actor): Promise<PosItems> {
    const db = this.db.kysely;
    const restaurantId = actor.restaurantId;
    const sold = await db
      .selectFrom('sales_lines')
      .select((eb) => [
        'item_key',
        eb.fn.max('item').as('item'),
        eb.fn.sum<number>('quantity').as('quantity'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('file_id', 'not in', pendingFiles(db, restaurantId))
      .groupBy('item_key')
      .execute();
    const matches = await db
      .selectFrom('pos_items')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .execute();
    const byKey = new Map(matches.map((row) => [row.item_key, row]));
    const formats = await catalog(db, restaurantId);
    const byId = new Map(formats.map((format) => [format.id, format]));
    const suggester = new Suggester(formats);
    const items: PosItem[] = sold.map((row) => {
      const match = byKey.get(row.item_key);
      const format = match?.format_id ? byId.get(match.format_id) : undefined;
      // A match to a format deleted since is no match: the item is listed to be matched again.
      const valid = match && (match.kind === 'none' || format !== undefined);
      return {
        itemKey: row.item_key,
        item: match?.item ?? row.item ?? row.item_key,
        quantity: Math.round(Number(row.quantity) * 1000) / 1000,
        match: valid
          ? {
              kind: match.kind,
              formatId: match.format_id,
              pour: match.pour,
              label: format ? labelOf(format) : '',
            }
          : null,
        suggestions: [],
      };
    });
    items.sort(
      (a, b) =>
        Number(a.match !== null) - Number(b.match !== null) ||
        b.quantity - a.quantity ||
        a.item.localeCompare(b.item),
    );
    let unmatchedCount = 0;
    let unmatchedQuantity = 0;
    for (const item of items) {
      if (item.match !== null) continue;
      if (unmatchedCount < SUGGESTED_ITEMS)
        item.suggestions = suggester.suggest(item.item, SUGGESTIONS);
      unmatchedCount++;
      unmatchedQuantity += item.quantity;
    }
    return {
      items,
      unmatched: { count: unmatchedCount, quantity: Math.round(unmatchedQuantity * 1000) / 1000 },
    };
  }

  async suggest(actor: Actor, words: string): Promise<{ suggestions: PosSuggestion[] }> {
    const formats = await catalog(this.db.kysely, actor.restaurantId);
    return { suggestions: new Suggester(formats).suggest(words, 8) };
  }

  match(actor: Actor, body: MatchPosItem): Promise<PosItem> {
    const restaurantId = actor.restaurantId;
    const itemKey = posItemKey(body.item);
    return this.writer.write(actor, async (tx) => {
      let formatId: string | null = null;
      let pour: MatchPosItem['pour'] | null = null;
      let label = '';
      if (body.kind !== 'none') {
        if (body.formatId === undefined) throw new AppError('pos-item-format-needed');
        const format = (await catalog(tx, restaurantId)).find((f) => f.id === body.formatId);
        if (!format) throw notFound();
        if (body.kind === 'glass' && !format.byTheGlass) throw new AppError('pos-item-no-glass');
        formatId = format.id;
        pour = body.kind === 'glass' ? (body.pour ?? '5oz') : null;
        label = labelOf(format);
      }
      const values = {
        item: body.item,
        kind: body.kind,
        format_id: formatId,
        pour,
        updated_at: new Date().toISOString(),
        updated_by_user_id: actor.userId,
      };
      await tx
        .insertInto('pos_items')
        .values({ restaurant_id: restaurantId, item_key: itemKey, ...values })
        .onConflict((conflict) =>
          conflict.columns(['restaurant_id', 'item_key']).doUpdateSet(values),
        )
        .execute();
      const sold = await tx
        .selectFrom('sales_lines')
        .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
        .where('restaurant_id', '=', restaurantId)
        .where('item_key', '=', itemKey)
        .where('file_id', 'not in', pendingFiles(tx, restaurantId))
        .executeTakeFirst();
      return {
        itemKey,
        item: body.item,
        quantity: Math.round(Number(sold?.quantity ?? 0) * 1000) / 1000,
        match: { kind: body.kind, formatId, pour, label },
        suggestions: [],
      };
    });
  }

  async clear(actor: Actor, item: string): Promise<void> {
    await this.writer.write(actor, async (tx) => {
      await tx
        .deleteFrom('pos_items')
        .where('restaurant_id', '=', actor.restaurantId)
        .where('item_key', '=', posItemKey(item))
        .execute();
    });
  }
}

import type { Kysely } from 'kysely';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database>;

/** A format with what the reports print of it and of its wine. */
export interface FormatFacts {
  id: string;
  name: string;
  producer: string;
  vintage: string;
  bottleSize: number;
  costCents: number | null;
  priceCents: number | null;
  parLevel: number | null;
  /** When its bottles were last added, moved or removed (kept by the Writer). */
  movedAt: string | null;
  category: string;
  color: string;
  country: string;
  supplier: string;
}

/** The restaurant's formats with their wines' facts; only those of `ids` when given. */
export async function readFormats(
  db: Reader,
  restaurantId: string,
  ids?: readonly string[],
): Promise<FormatFacts[]> {
  if (ids === undefined) return readFormatsOf(db, restaurantId, undefined);
  const parts = await Promise.all(
    parameterChunks(ids).map((part) => readFormatsOf(db, restaurantId, part)),
  );
  return parts.flat();
}

async function readFormatsOf(
  db: Reader,
  restaurantId: string,
  ids: readonly string[] | undefined,
): Promise<FormatFacts[]> {
  const [formats, products] = await Promise.all([
    db
      .selectFrom('formats')
      .leftJoin('format_moves as m', (join) =>
        join
          .onRef('m.restaurant_id', '=', 'formats.restaurant_id')
          .onRef('m.format_id', '=', 'formats.id'),
      )
      .select([
        'formats.id',
        'formats.product_id',
        'formats.vintage',
        'formats.bottle_size',
        'formats.cost_cents',
        'formats.price_cents',
        'formats.par_level',
        'm.moved_at',
      ])
      .where('formats.restaurant_id', '=', restaurantId)
      .$if(ids !== undefined, (query) => query.where('formats.id', 'in', ids ?? []))
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'name', 'producer', 'main_category', 'color', 'country', 'supplier'])
      .where('restaurant_id', '=', restaurantId)
      .$if(ids !== undefined, (query) =>
        query.where(
          'id',
          'in',
          db
            .selectFrom('formats')
            .select('product_id')
            .where('restaurant_id', '=', restaurantId)
            .where('id', 'in', ids ?? []),
        ),
      )
      .execute(),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return formats.flatMap((format) => {
    const product = byId.get(format.product_id);
    if (product === undefined) return [];
    return [
      {
        id: format.id,
        name: product.name,
        producer: product.producer,
        vintage: format.vintage,
        bottleSize: format.bottle_size,
        costCents: format.cost_cents,
        priceCents: format.price_cents,
        parLevel: format.par_level,
        movedAt: format.moved_at,
        category: product.main_category,
        color: product.color,
        country: product.country,
        supplier: product.supplier,
      },
    ];
  });
}

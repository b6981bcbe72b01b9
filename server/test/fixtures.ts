import { randomUUID } from 'node:crypto';
import type { CreateProductRequest } from '../../domain/inventory-commands.js';
import type { Writer } from '../db/writer.js';

/** A location with bins, written through the Writer like any change (until its own endpoint is used). */
export async function addLocation(
  writer: Writer,
  who: { userId: string; restaurantId: string },
  name: string,
  bins: string[] = [],
): Promise<string> {
  const id = randomUUID();
  await writer.write(who, async (tx, record) => {
    await tx
      .insertInto('locations')
      .values({ restaurant_id: who.restaurantId, id, name })
      .execute();
    if (bins.length > 0) {
      await tx
        .insertInto('bins')
        .values(
          bins.map((bin) => ({ restaurant_id: who.restaurantId, location_id: id, name: bin })),
        )
        .execute();
    }
    record({ entity: 'location', id, op: 'put', action: 'location.add', data: { id, name, bins } });
  });
  return id;
}

export function productRequest(
  overrides: Partial<CreateProductRequest['product']> = {},
): CreateProductRequest {
  return {
    product: {
      name: 'Gevrey-Chambertin Vieilles Vignes',
      producer: 'Domaine Rossignol-Trapet',
      country: 'France',
      region: 'Bourgogne',
      subregion: 'Côte de Nuits',
      appellation: 'Gevrey-Chambertin',
      color: 'Red',
      mainCategory: 'cat_wine',
      subCategory: 'subcat_still',
      varieties: [{ name: 'Pinot Noir', pct: 100 }],
      ...overrides,
    },
    format: { vintage: '2019', bottleSize: 750, cost: 42.5, price: 128 },
  };
}

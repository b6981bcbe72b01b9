import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Format } from '../../domain/inventory.js';
import type { CreateProductRequest } from '../../domain/inventory-commands.js';
import type { Writer } from '../db/writer.js';
import type { TestClient } from './test-client.js';

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

/**
 * Saves a wine of `productRequest` named `name`, with bottles of these ids and its format's
 * fields changed by `format`, through the API; returns its format's id.
 */
export async function saveWine(
  client: TestClient,
  name: string,
  ids: string[],
  format: Partial<CreateProductRequest['format']> = {},
): Promise<string> {
  const request = productRequest({ name });
  const saved = await client.post('/api/products', {
    ...request,
    format: { ...request.format, ...format },
    bottles: { ids },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body as { format: Format }).format.id;
}

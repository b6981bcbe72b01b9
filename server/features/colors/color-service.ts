import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Color } from '../../../domain/restaurant.js';
import type {
  addColorRequestSchema,
  renameColorRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as repo from './color-repo.js';

type AddColor = z.output<typeof addColorRequestSchema>;
type RenameColor = z.output<typeof renameColorRequestSchema>;

async function nameMustBeFree<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'colors')) throw new AppError('color-name-taken');
    throw error;
  }
}

/** The restaurant's colors: add and rename (a rename recolors its products in the same action). */
export class ColorService {
  constructor(private readonly writer: Writer) {}

  async add(actor: Actor, request: AddColor): Promise<Color> {
    if (request.name === '') throw new AppError('color-name-empty');
    return nameMustBeFree(() =>
      this.writer.write(actor, async (tx, record) => {
        const color = await repo.insertColor(tx, actor.restaurantId, randomUUID(), request.name);
        record({ entity: 'color', id: color.id, op: 'put', action: 'color.add', data: color });
        return color;
      }),
    );
  }

  async rename(actor: Actor, id: string, request: RenameColor): Promise<Color> {
    if (request.name === '') throw new AppError('color-name-empty');
    return nameMustBeFree(() =>
      this.writer.write(actor, async (tx, record) => {
        const current = await repo.lockColor(tx, actor.restaurantId, id);
        if (!current) throw notFound();
        if (request.from !== undefined && request.from !== current.name)
          throw new AppError('stale', { name: current.name });
        if (request.name === current.name) throw new AppError('color-name-empty');
        if (!(await repo.renameColorRow(tx, actor.restaurantId, id, current.name, request.name)))
          throw new AppError('stale');
        const color: Color = { ...current, name: request.name };
        record({ entity: 'color', id, op: 'put', action: 'color.rename', data: color });
        const now = new Date().toISOString();
        for (const product of await repo.recolorProducts(
          tx,
          actor.restaurantId,
          current.name,
          request.name,
          now,
        )) {
          record({
            entity: 'product',
            id: product.id,
            op: 'put',
            action: 'product.recolor',
            data: product,
          });
        }
        return color;
      }),
    );
  }
}

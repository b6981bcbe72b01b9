import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { locationNamedLike } from '../../../domain/location-names.js';
import type { Location } from '../../../domain/restaurant.js';
import type {
  addLocationRequestSchema,
  renameLocationRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { inUseTitles } from '../../../domain/restaurant-commands.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.js';
import type { DialectName } from '../../db/database.js';
import type { RecordChange, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as repo from './location-repo.js';

type AddLocation = z.output<typeof addLocationRequestSchema>;
type RenameLocation = z.output<typeof renameLocationRequestSchema>;

/** Translates a clash on the (restaurant, name) unique constraint into the spec's message. */
async function nameMustBeFree<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'locations')) throw new AppError('location-name-taken');
    throw error;
  }
}

/**
 * Refuses a name that only another location's capitals tell apart (domain/location-names.ts);
 * the exact same name is left to the unique constraint, as before.
 */
function nameMustDifferByMoreThanCase(
  names: ReadonlyArray<{ id: string; name: string }>,
  name: string,
  exceptId?: string,
): void {
  const other = locationNamedLike(names, name, exceptId);
  if (other && other.name !== name) throw new AppError('location-name-case', { name: other.name });
}

function recordLocation(record: RecordChange, action: string, location: Location): void {
  record({ entity: 'location', id: location.id, op: 'put', action, data: location });
}

/** The location manager (docs/product.md §5 Locations, Delete blocks): one location per request. */
export class LocationService {
  constructor(
    private readonly writer: Writer,
    private readonly dialect: DialectName,
  ) {}

  async add(actor: Actor, request: AddLocation): Promise<Location> {
    if (request.name === '') throw new AppError('location-name-empty');
    return nameMustBeFree(() =>
      this.writer.write(actor, async (tx, record) => {
        const names = await repo.lockLocationNames(tx, this.dialect, actor.restaurantId);
        nameMustDifferByMoreThanCase(names, request.name);
        const id = randomUUID();
        await repo.insertLocation(tx, actor.restaurantId, id, request.name);
        const location: Location = { id, name: request.name, bins: [] };
        recordLocation(record, 'location.add', location);
        return location;
      }),
    );
  }

  /** Bottles hold the location's id, so they follow the new name without being written. */
  async rename(actor: Actor, id: string, request: RenameLocation): Promise<Location> {
    if (request.name === '') throw new AppError('location-name-empty');
    return nameMustBeFree(() =>
      this.writer.write(actor, async (tx, record) => {
        // The names' turn before the row's lock: every rename and addition waits in that order.
        const names = await repo.lockLocationNames(tx, this.dialect, actor.restaurantId);
        const current = await repo.lockLocation(tx, actor.restaurantId, id);
        if (!current) throw notFound();
        if (request.from !== undefined && request.from !== current.name)
          throw new AppError('stale', { name: current.name });
        if (request.name === current.name) throw new AppError('location-name-empty');
        nameMustDifferByMoreThanCase(names, request.name, id);
        // Conditional on the name read under the row lock: a concurrent rename cannot be lost.
        if (!(await repo.renameLocationRow(tx, actor.restaurantId, id, current.name, request.name)))
          throw new AppError('stale');
        const location = await repo.readLocation(tx, actor.restaurantId, {
          id,
          name: request.name,
        });
        recordLocation(record, 'location.rename', location);
        return location;
      }),
    );
  }

  async remove(actor: Actor, id: string): Promise<void> {
    try {
      await this.writer.write(actor, async (tx, record) => {
        // The bottles' foreign key (no cascade) refuses this while any bottle is there.
        if (!(await repo.deleteLocationRow(tx, actor.restaurantId, id))) throw notFound();
        record({ entity: 'location', id, op: 'delete', action: 'location.remove', data: null });
      });
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw new AppError('location-in-use', {
          title: inUseTitles.location,
        });
      throw error;
    }
  }

  /** An empty bin, or one the location already has, is ignored (docs/product.md §5): not an error. */
  async addBin(actor: Actor, locationId: string, name: string): Promise<Location> {
    return this.writer.write(actor, async (tx, record) => {
      const current = await repo.lockLocation(tx, actor.restaurantId, locationId);
      if (!current) throw notFound();
      const added = name !== '' && (await repo.insertBin(tx, actor.restaurantId, locationId, name));
      const location = await repo.readLocation(tx, actor.restaurantId, current);
      if (added) recordLocation(record, 'location.bin-add', location);
      return location;
    });
  }

  async removeBin(actor: Actor, locationId: string, name: string): Promise<Location> {
    return this.writer.write(actor, async (tx, record) => {
      const current = await repo.lockLocation(tx, actor.restaurantId, locationId);
      if (!current) throw notFound();
      if (!(await repo.deleteUnusedBin(tx, actor.restaurantId, locationId, name))) {
        if (await repo.binExists(tx, actor.restaurantId, locationId, name))
          throw new AppError('bin-in-use', {
            title: inUseTitles.bin,
          });
        throw notFound();
      }
      const location = await repo.readLocation(tx, actor.restaurantId, current);
      recordLocation(record, 'location.bin-remove', location);
      return location;
    });
  }
}

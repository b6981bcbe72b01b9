import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityPage,
  type ActivityPeople,
  type ActivityQuery,
  activityCursor,
  revisionOfCursor,
} from '../../../domain/activity.js';
import { isActivityKind } from '../../../domain/activity-kinds.js';
import { vintageText } from '../../../domain/format-rules.js';
import type { Db } from '../../db/database.js';
import {
  type ActivityNames,
  type ActivityRow,
  readActivity,
  readActivityNames,
  readPeople,
} from './activity-repo.js';

/**
 * Who did what in the restaurant: the change log's batches, newest first, each named
 * by its author and summarised (kind, how many, where to, which product).
 */
export class ActivityService {
  constructor(private readonly db: Db) {}

  async page(restaurantId: string, query: ActivityQuery): Promise<ActivityPage> {
    const { cursor, ...filters } = query;
    const before = cursor === undefined ? null : revisionOfCursor(cursor);
    // One more than a page says whether there is a next one without a count.
    const rows = await readActivity(this.db, restaurantId, filters, before, ACTIVITY_PAGE_SIZE + 1);
    const shown = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      entries: await this.entries(restaurantId, shown),
      next: rows.length > ACTIVITY_PAGE_SIZE && last ? activityCursor(last.revision) : null,
    };
  }

  /** Every entry the filters select, newest first, a page of `size` at a time. */
  async *all(
    restaurantId: string,
    filters: ActivityFilters,
    size: number,
  ): AsyncGenerator<ActivityEntry[]> {
    let before: number | null = null;
    for (;;) {
      const rows = await readActivity(this.db, restaurantId, filters, before, size);
      if (rows.length > 0) yield await this.entries(restaurantId, rows);
      const last = rows.at(-1);
      if (!last || rows.length < size) return;
      before = last.revision;
    }
  }

  async people(restaurantId: string): Promise<ActivityPeople> {
    return { people: await readPeople(this.db, restaurantId) };
  }

  private async entries(restaurantId: string, rows: readonly ActivityRow[]) {
    const ids = {
      locations: new Set<string>(),
      formats: new Set<string>(),
      products: new Set<string>(),
    };
    for (const { summary } of rows) {
      if (summary.place?.locationId) ids.locations.add(summary.place.locationId);
      if (summary.formatId) ids.formats.add(summary.formatId);
      else if (summary.productId) ids.products.add(summary.productId);
    }
    const names = await readActivityNames(this.db, restaurantId, {
      locations: [...ids.locations],
      formats: [...ids.formats],
      products: [...ids.products],
    });
    return rows.map((row) => toEntry(row, names));
  }
}

function toEntry(row: ActivityRow, names: ActivityNames): ActivityEntry {
  const { summary } = row;
  return {
    revision: row.revision,
    at: row.at,
    ...(row.madeAt ? { madeAt: row.madeAt } : {}),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    kind: isActivityKind(row.kind) ? row.kind : 'other',
    count: summary.count,
    place: placeOf(summary.place, names),
    product: productOf(summary, names),
    // A product's name is its `product`; `name` is for the rest (a location, a color).
    name: summary.productId || summary.formatId ? null : (summary.name ?? null),
    reason: summary.reason ?? null,
    role: summary.role ?? null,
    edits: summary.edits ?? null,
    stockCount:
      summary.removed || summary.moved
        ? { removed: summary.removed ?? 0, moved: summary.moved ?? 0 }
        : null,
    undoneImport: summary.undoneImport ?? null,
  };
}

/** null when the bottles went to several places, or to a location removed since. */
function placeOf(
  place: ActivityRow['summary']['place'],
  names: ActivityNames,
): ActivityEntry['place'] {
  if (!place) return null;
  if (place.locationId === null) return { location: null, bin: place.bin };
  const location = names.locations.get(place.locationId);
  return location === undefined ? null : { location, bin: place.bin };
}

/** "Name 2015": the product as it is named now; null when it was removed since (or never named). */
function productOf(summary: ActivityRow['summary'], names: ActivityNames): string | null {
  const format = summary.formatId ? names.formats.get(summary.formatId) : undefined;
  if (format) return `${format.name} ${vintageText(format.vintage)}`;
  const product = summary.productId ? names.products.get(summary.productId) : undefined;
  return product ?? (summary.productId || summary.formatId ? (summary.name ?? null) : null);
}

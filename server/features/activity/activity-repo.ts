import type { ActivityFilters } from '../../../domain/activity.js';
import { ALSO_LISTED, type BatchSummary, QUIET_KINDS } from '../../../domain/activity-kinds.js';
import type { Db } from '../../db/database.js';

/** A change-log row as the Activity view reads it: no changes JSON, only its summary. */
export interface ActivityRow {
  revision: number;
  at: string;
  /** When a change replayed from a phone was made there; null when made online. */
  madeAt: string | null;
  actorId: string | null;
  actorName: string | null;
  kind: string;
  summary: Omit<BatchSummary, 'kind'>;
}

/**
 * The restaurant's batches older than `before` (all when null), newest first, at most `limit`,
 * as the filters ask. Keyset on revision, never OFFSET: a page costs the same a year back, and
 * changes made meanwhile (newer revisions) neither repeat nor push entries off later pages. The
 * primary key (restaurant_id, revision) serves it unfiltered, the indexes by actor and by kind of
 * migration 0015 a person's or a kind's changes, and a time range is first turned into revisions.
 */
export async function readActivity(
  db: Db,
  restaurantId: string,
  filters: ActivityFilters,
  before: number | null,
  limit: number,
): Promise<ActivityRow[]> {
  let query = db.kysely
    .selectFrom('change_batches as b')
    // A removed (disabled) member is still a user row: their name stays on what they did.
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'b.actor_user_id').onRef('u.restaurant_id', '=', 'b.restaurant_id'),
    )
    .select([
      'b.revision',
      'b.at',
      'b.made_at',
      'b.actor_user_id',
      'u.display_name',
      'b.kind',
      'b.summary',
    ])
    .where('b.restaurant_id', '=', restaurantId);
  if (filters.person !== undefined) query = query.where('b.actor_user_id', '=', filters.person);
  const { kind } = filters;
  const also = kind === undefined ? undefined : ALSO_LISTED[kind];
  if (kind === undefined) query = query.where('b.kind', 'not in', QUIET_KINDS);
  else if (also === undefined) query = query.where('b.kind', '=', kind);
  else {
    // The summary is JSON.stringify's text: a count it holds is `"key":` there, and only there
    // (a quote within a name is escaped).
    query = query.where((eb) =>
      eb.or([
        eb('b.kind', '=', kind),
        eb.and([eb('b.kind', '=', also.kind), eb('b.summary', 'like', `%"${also.key}":%`)]),
      ]),
    );
  }
  if (filters.from !== undefined) query = query.where('b.at', '>=', instant(filters.from));
  if (filters.to !== undefined) query = query.where('b.at', '<', instant(filters.to));
  const bounds = await revisionBounds(db, restaurantId, filters);
  const below = before === null ? bounds.below : Math.min(before, bounds.below ?? before);
  if (below !== null) query = query.where('b.revision', '<', below);
  if (bounds.above !== null) query = query.where('b.revision', '>', bounds.above);
  const rows = await query.orderBy('b.revision', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    revision: Number(row.revision),
    at: row.at,
    madeAt: row.made_at,
    actorId: row.actor_user_id,
    actorName: row.display_name,
    kind: row.kind,
    summary:
      row.summary === null ? { count: 0 } : (JSON.parse(row.summary) as ActivityRow['summary']),
  }));
}

// How far out of order `at` may be against revision. PostgreSQL takes the time before the
// revision (decision 0005), so a write that waited on the restaurant's lock can commit after one
// that started later; a clock set back does the same. A day of rows more is read at most.
const AT_SLACK_MS = 24 * 3600 * 1000;

/**
 * A time range as a range of revisions, so that a range a year back is found by a seek and not by
 * reading every newer row: a row at least AT_SLACK_MS past `to` (by the index on (restaurant_id,
 * at)) has only rows at or after `to` above it, and one at least AT_SLACK_MS before `from` only
 * rows before `from` below it. The `at` filters themselves stay: these bounds only narrow.
 */
async function revisionBounds(
  db: Db,
  restaurantId: string,
  filters: ActivityFilters,
): Promise<{ below: number | null; above: number | null }> {
  const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
  const nearest = (op: '>=' | '<', at: string) =>
    db.kysely
      .selectFrom('change_batches')
      .select('revision')
      .where('restaurant_id', '=', restaurantId)
      .where('at', op, at)
      .orderBy('at', op === '>=' ? 'asc' : 'desc')
      .limit(1)
      .executeTakeFirst();
  const [after, before] = await Promise.all([
    filters.to === undefined ? undefined : nearest('>=', shifted(filters.to, AT_SLACK_MS)),
    filters.from === undefined ? undefined : nearest('<', shifted(filters.from, -AT_SLACK_MS)),
  ]);
  return {
    below: after === undefined ? null : Number(after.revision),
    above: before === undefined ? null : Number(before.revision),
  };
}

/** `at` is stored as toISOString() text: a bound compares as text only in that same form. */
function instant(iso: string): string {
  return new Date(iso).toISOString();
}

/** The names the entries of a page refer to: locations, and products by format or by id. */
export interface ActivityNames {
  locations: Map<string, string>;
  /** Format id: the product's name and the format's vintage. */
  formats: Map<string, { name: string; vintage: string }>;
  products: Map<string, string>;
}

export async function readActivityNames(
  db: Db,
  restaurantId: string,
  ids: { locations: string[]; formats: string[]; products: string[] },
): Promise<ActivityNames> {
  const names: ActivityNames = { locations: new Map(), formats: new Map(), products: new Map() };
  const [locations, formats, products] = await Promise.all([
    ids.locations.length === 0
      ? []
      : db.kysely
          .selectFrom('locations')
          .select(['id', 'name'])
          .where('restaurant_id', '=', restaurantId)
          .where('id', 'in', ids.locations)
          .execute(),
    ids.formats.length === 0
      ? []
      : db.kysely
          .selectFrom('formats as f')
          .innerJoin('products as p', (join) =>
            join
              .onRef('p.id', '=', 'f.product_id')
              .onRef('p.restaurant_id', '=', 'f.restaurant_id'),
          )
          .select(['f.id', 'f.vintage', 'p.name'])
          .where('f.restaurant_id', '=', restaurantId)
          .where('f.id', 'in', ids.formats)
          .execute(),
    ids.products.length === 0
      ? []
      : db.kysely
          .selectFrom('products')
          .select(['id', 'name'])
          .where('restaurant_id', '=', restaurantId)
          .where('id', 'in', ids.products)
          .execute(),
  ]);
  for (const row of locations) names.locations.set(row.id, row.name);
  for (const row of formats) names.formats.set(row.id, { name: row.name, vintage: row.vintage });
  for (const row of products) names.products.set(row.id, row.name);
  return names;
}

/** Every member of the restaurant, removed ones too, by name. */
export async function readPeople(
  db: Db,
  restaurantId: string,
): Promise<{ id: string; name: string; removed: boolean }[]> {
  const rows = await db.kysely
    .selectFrom('users')
    .select(['id', 'display_name', 'disabled_at'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.display_name,
    removed: row.disabled_at !== null,
  }));
}

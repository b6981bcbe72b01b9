import { type FieldEdits, fieldEdits } from './activity-edits.js';
import type { Change } from './live.js';
import { type Role, roles } from './permissions.js';
import { type RemovalReason, removalReasonOf } from './removal-reasons.js';

/**
 * The kinds of change the Activity view names and filters by: one per batch of the
 * change log, derived once from the batch's actions (summarizeBatch) and stored on its row.
 * The web's en/fr labels are keyed by them (web/locales/<lang>/activity.json).
 */
export const activityKinds = [
  'bottles-added',
  'bottles-moved',
  'bottles-removed',
  /** Bottles removed and put back where they were (a sales file's removals undone). */
  'bottles-returned',
  'bottles-edited',
  'qr-codes',
  'products-added',
  'products-edited',
  'products-removed',
  'listings',
  'locations',
  'categories',
  'colors',
  /** A stock count started, paused, resumed, applied or cancelled. */
  'stocktakes',
  /**
   * A bottle scanned into a stock count: one batch per scan, so a count of 1,000 bottles is 1,000
   * of them. The Activity lists them only when this kind is chosen (QUIET_KINDS).
   */
  'stocktake-scans',
  /** Par levels set, from the wine detail or in bulk from Reorder. */
  'par-levels',
  /** The guest menu's public link published, replaced or unpublished, or its options. */
  'guest-link',
  /** The restaurant's currency, or the report settings' pour cost target. */
  'settings',
  /** A member joined by an invite link, with the role it gave. */
  'members-joined',
  /** A member's role changed by an owner or a manager. */
  'roles-changed',
  /** A member removed from the team. */
  'members-removed',
  /**
   * Purchase orders created (from Reorder), edited (a draft saved, or brought up to date by
   * Reorder), sent, cancelled, and deliveries received against one.
   */
  'orders-created',
  'orders-edited',
  'orders-sent',
  'orders-cancelled',
  'orders-received',
  /** A supplier's record edited (name, contacts, minimum order, delivery days). */
  'suppliers-edited',
  'other',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * A kind's filter also lists batches named by another kind that did it too: a stock count's Apply
 * (named `stocktakes`) under `Bottles removed` and `Bottles moved` when it removed or moved some.
 * `key` is the summary's count of them, present only when not zero.
 */
export const ALSO_LISTED: Partial<
  Record<ActivityKind, { kind: ActivityKind; key: 'removed' | 'moved' }>
> = {
  'bottles-removed': { kind: 'stocktakes', key: 'removed' },
  'bottles-moved': { kind: 'stocktakes', key: 'moved' },
};

/** Kinds the Activity leaves out unless asked for by name: many, and each says little. */
export const QUIET_KINDS: readonly ActivityKind[] = ['stocktake-scans'];

export function isActivityKind(value: unknown): value is ActivityKind {
  return activityKinds.some((kind) => kind === value);
}

/** What each action of the change log counts as. */
const kindOfAction: Readonly<Record<string, ActivityKind>> = {
  'bottle.add': 'bottles-added',
  'bottle.return': 'bottles-returned',
  'bottle.move': 'bottles-moved',
  'bottle.remove': 'bottles-removed',
  'bottle.update': 'bottles-edited',
  'bottle.open': 'bottles-edited',
  'bottle.level': 'bottles-edited',
  'bottle.pour': 'bottles-edited',
  'bottle.reprofile': 'bottles-edited',
  'bottle.rekey': 'qr-codes',
  'product.add': 'products-added',
  'format.add': 'products-added',
  'product.update': 'products-edited',
  'product.recolor': 'products-edited',
  'product.default-format': 'products-edited',
  'product.barcode-moved': 'products-edited',
  'format.update': 'products-edited',
  'format.par': 'par-levels',
  'product.remove': 'products-removed',
  'format.remove': 'products-removed',
  'listing.put': 'listings',
  'listing.remove': 'listings',
  'location.add': 'locations',
  'location.rename': 'locations',
  'location.remove': 'locations',
  'location.bin-add': 'locations',
  'location.bin-remove': 'locations',
  'category.add': 'categories',
  'category.rename': 'categories',
  'category.remove': 'categories',
  'category.subcategory-add': 'categories',
  'category.subcategory-rename': 'categories',
  'category.subcategory-remove': 'categories',
  'color.add': 'colors',
  'color.rename': 'colors',
  'color.remove': 'colors',
  'stocktake.start': 'stocktakes',
  'stocktake.scan': 'stocktake-scans',
  // A quantity counted is as frequent as a scan (each + or − on a phone): quiet like them.
  'stocktake.quantity': 'stocktake-scans',
  'stocktake.pause': 'stocktakes',
  'stocktake.resume': 'stocktakes',
  'stocktake.apply': 'stocktakes',
  'stocktake.cancel': 'stocktakes',
  'guest-link.publish': 'guest-link',
  'guest-link.new-link': 'guest-link',
  'guest-link.unpublish': 'guest-link',
  'guest-link.options': 'guest-link',
  'report.settings': 'settings',
  'restaurant.currency': 'settings',
  'member.join': 'members-joined',
  'member.role': 'roles-changed',
  'member.remove': 'members-removed',
  'purchase-order.create': 'orders-created',
  'purchase-order.edit': 'orders-edited',
  'purchase-order.send': 'orders-sent',
  'purchase-order.cancel': 'orders-cancelled',
  'purchase-order.receive': 'orders-received',
  'supplier.edit': 'suppliers-edited',
};

/**
 * When a batch holds changes of several kinds, the one it is named by: what the user did, before
 * what followed from it (a color renamed recolors its products; a product removed takes its glass
 * listings; a new product saved with its first bottles is a new product).
 */
const precedence: readonly ActivityKind[] = [
  // A count's Apply removes and moves bottles: it is named as the count it settles.
  'stocktakes',
  'stocktake-scans',
  // A delivery received against an order adds its bottles: it is named as the order's receipt.
  'orders-received',
  // An import adds wines with the colors and places they name, and its undo removes them all:
  // it is named by its wines and bottles, not by the colors or places that came with them.
  'products-removed',
  'products-added',
  'bottles-added',
  'bottles-returned',
  'colors',
  'categories',
  'locations',
  'products-edited',
  'bottles-removed',
  'bottles-moved',
  'bottles-edited',
  'qr-codes',
  'listings',
  'par-levels',
  'guest-link',
  'settings',
  'members-joined',
  'roles-changed',
  'members-removed',
  'orders-created',
  'orders-edited',
  'orders-sent',
  'orders-cancelled',
  'suppliers-edited',
  'other',
];

/**
 * What the Activity view says of a batch, kept on its change-log row (a few bytes, where the
 * batch's changes may be a thousand bottles): its kind, how many things of that kind it changed,
 * and where to or what, when they all share it.
 */
export interface BatchSummary {
  kind: ActivityKind;
  count: number;
  /** Bottles: the place they all went to (null location: Unassigned). */
  place?: { locationId: string | null; bin: string };
  /** Bottles: the format they all belong to; a format change: that format. */
  formatId?: string;
  /** A product change: the product. */
  productId?: string;
  /** The name the changed thing had, when the change carries one (a location, a color, a product). */
  name?: string;
  /** Bottles removed: why, when they all left for one reason (removals made before reasons were kept have none). */
  reason?: RemovalReason;
  /** A role change or a join: the member's new role (their name is `name`). */
  role?: Role;
  /** An edit of one product, format or bottle: each field it changed, before and after. */
  edits?: FieldEdits;
  /** A stock count's Apply: how many bottles it removed and moved (each absent when none). */
  removed?: number;
  moved?: number;
  /** The undo of an import (what the undo says of itself, not derived from its changes). */
  undoneImport?: { file: string; bottles: number };
}

/** What a write says of itself that its changes do not: the Writer adds it to the summary. */
export type BatchNote = Pick<BatchSummary, 'undoneImport'>;

function kindOf(change: Change): ActivityKind | null {
  // The counts follow from the bottles' changes: they name nothing of their own.
  if (change.entity === 'count') return null;
  return kindOfAction[change.action] ?? 'other';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The value every item gives, or undefined when they differ (or there are none). */
function shared<T>(items: readonly T[], key: (item: T) => string): T | undefined {
  const first = items[0];
  if (first === undefined) return undefined;
  const firstKey = key(first);
  return items.every((item) => key(item) === firstKey) ? first : undefined;
}

/**
 * The one place this rule lives: the Writer calls it for every batch, migration 0015 for the old.
 * `before` holds, for an edited entity's change, what it was before (the Writer knows it; the
 * log does not keep it, so batches summarised later have no edits).
 */
export function summarizeBatch(
  changes: readonly Change[],
  before: ReadonlyMap<Change, unknown> = new Map(),
): BatchSummary {
  const kinds = new Set<ActivityKind>();
  for (const change of changes) {
    const kind = kindOf(change);
    if (kind) kinds.add(kind);
  }
  const kind = precedence.find((candidate) => kinds.has(candidate)) ?? 'other';
  const ofKind = changes.filter((change) => kindOf(change) === kind);
  // Named by its main entity: a new product saved with its first format is one product.
  const entity = ofKind.some((change) => change.entity === 'product')
    ? 'product'
    : ofKind[0]?.entity;
  // A re-keyed bottle is one bottle under two ids: counted once, by its new id.
  const main = ofKind.filter(
    (change) =>
      change.entity === entity && !(change.action === 'bottle.rekey' && change.op === 'delete'),
  );
  const summary: BatchSummary = { kind, count: new Set(main.map((change) => change.id)).size };
  const only = main.length === 1 ? main[0] : undefined;
  const edits = only && before.has(only) && fieldEdits(only.entity, before.get(only), only.data);
  if (edits) summary.edits = edits;
  if (kind === 'stocktakes') Object.assign(summary, applied(changes));
  if (kind === 'orders-received') return received(changes, summary);
  if (entity === 'bottle') {
    const bottles = main.map((change) => record(change.data));
    const placeOf = (bottle: Record<string, unknown>) => ({
      locationId: typeof bottle.locationId === 'string' ? bottle.locationId : null,
      bin: typeof bottle.bin === 'string' ? bottle.bin : '',
    });
    const place = shared(bottles, (bottle) => `${bottle.locationId}\u0000${bottle.bin}`);
    if (place && kind !== 'bottles-removed') summary.place = placeOf(place);
    const format = shared(bottles, (bottle) => String(bottle.formatId));
    if (typeof format?.formatId === 'string') summary.formatId = format.formatId;
    if (kind === 'bottles-removed') {
      const reason = removalReasonOf(shared(bottles, (bottle) => String(bottle.reason)));
      if (reason) summary.reason = reason;
    }
    return summary;
  }
  if (!only) return summary;
  const data = record(only.data);
  if (entity === 'product') summary.productId = only.id;
  if (entity === 'format') {
    summary.formatId = only.id;
    if (typeof data.productId === 'string') summary.productId = data.productId;
  }
  if (typeof data.name === 'string') summary.name = data.name;
  const role = entity === 'member' && roles.find((candidate) => candidate === data.role);
  if (role) summary.role = role;
  return summary;
}

/** A stock count's Apply: the bottles it removed and moved, each left out when none. */
function applied(changes: readonly Change[]): Pick<BatchSummary, 'removed' | 'moved'> {
  if (!changes.some((change) => change.action === 'stocktake.apply')) return {};
  const counted = (action: string) => changes.filter((change) => change.action === action).length;
  const removed = counted('bottle.remove');
  const moved = counted('bottle.move');
  return { ...(removed > 0 ? { removed } : {}), ...(moved > 0 ? { moved } : {}) };
}

/**
 * A delivery received against an order: counted in bottles (what the order's one change does not
 * say), named by the order's supplier, with the place they all went to.
 */
function received(changes: readonly Change[], summary: BatchSummary): BatchSummary {
  const bottles = changes.filter((change) => change.action === 'bottle.add');
  const order = changes.find((change) => change.entity === 'purchase-order');
  const name = record(order?.data).name;
  const result: BatchSummary = { ...summary, count: bottles.length };
  if (typeof name === 'string') result.name = name;
  const placed = bottles.map((change) => record(change.data));
  const place = shared(placed, (bottle) => `${bottle.locationId}\u0000${bottle.bin}`);
  if (place)
    result.place = {
      locationId: typeof place.locationId === 'string' ? place.locationId : null,
      bin: typeof place.bin === 'string' ? place.bin : '',
    };
  return result;
}

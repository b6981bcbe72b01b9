import type { AnyOperation, RouteRule } from '../operation.js';
import * as activity from './activity.js';
import * as batches from './batches.js';
import * as catalog from './catalog.js';
import * as categories from './categories.js';
import * as colors from './colors.js';
import * as deliveries from './deliveries.js';
import * as exportOps from './exports.js';
import * as guestMenu from './guest-menu.js';
import * as imports from './imports.js';
import * as inventory from './inventory.js';
import * as labels from './labels.js';
import * as listings from './listings.js';
import * as live from './live.js';
import * as locations from './locations.js';
import * as meta from './meta.js';
import * as openBottles from './open-bottles.js';
import * as purchasing from './purchasing.js';
import * as qr from './qr.js';
import * as receiving from './receiving.js';
import { reportOperations } from './report-views.js';
import * as reports from './reports.js';
import * as restaurant from './restaurant.js';
import * as sales from './sales.js';
import * as salesDepletion from './sales-depletion.js';
import * as session from './session.js';
import * as setup from './setup.js';
import * as stocktakes from './stocktakes.js';
import * as sync from './sync.js';
import * as team from './team.js';

/**
 * Every API operation, by name. A group per feature; the name of each export is its
 * operation's name.
 */
export const operationGroups = {
  locations,
  team,
  qr,
  catalog,
  labels,
  listings,
  colors,
  meta,
  session,
  live,
  activity,
  setup,
  restaurant,
  guestMenu,
  stocktakes,
  inventory,
  batches,
  categories,
  exports: exportOps,
  imports,
  reports,
  reportViews: reportOperations,
  openBottles,
  deliveries,
  sync,
  purchasing,
  receiving,
  salesDepletion,
  sales,
} as const;

export const operationsByName = {
  ...locations,
  ...team,
  ...qr,
  ...catalog,
  ...labels,
  ...listings,
  ...colors,
  ...meta,
  ...session,
  ...live,
  ...activity,
  ...setup,
  ...restaurant,
  ...guestMenu,
  ...stocktakes,
  ...inventory,
  ...batches,
  ...categories,
  ...exportOps,
  ...imports,
  ...reports,
  ...reportOperations,
  ...openBottles,
  ...deliveries,
  ...sync,
  ...purchasing,
  ...receiving,
  ...salesDepletion,
  ...sales,
};

export type OperationName = keyof typeof operationsByName;

export const operations: readonly AnyOperation[] = Object.values(operationsByName);

/** Fastify's key of an operation's route: method, space, path with `:name` parameters. */
export function routeKey(op: { method: string; path: string }): string {
  return `${op.method} ${op.path}`;
}

export const operationRules: Readonly<Record<string, RouteRule>> = Object.fromEntries(
  operations.map((op) => [routeKey(op), op.rule]),
);

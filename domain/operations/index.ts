import type { AnyOperation, RouteRule } from '../operation.js';
import * as categories from './categories.js';
import * as exportOps from './exports.js';
import * as imports from './imports.js';
import * as locations from './locations.js';
import { reportOperations } from './report-views.js';
import * as reports from './reports.js';
import * as team from './team.js';

/**
 * Every API operation, by name. A group per feature; the name of each export is its
 * operation's name.
 */
export const operationGroups = {
  locations,
  team,
  categories,
  exports: exportOps,
  imports,
  reports,
  reportViews: reportOperations,
} as const;

export const operationsByName = {
  ...locations,
  ...team,
  ...categories,
  ...exportOps,
  ...imports,
  ...reports,
  ...reportOperations,
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

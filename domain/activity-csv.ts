import type { ActivityEntry } from './activity.js';
import { neutralizeFormula } from './inventory-csv.js';

/**
 * GET /api/activity.csv: one row per change, newest first, these columns in this order. The kind,
 * a removal's reason and a new role are their keys (domain/activity-kinds.ts,
 * domain/removal-reasons.ts, domain/permissions.ts), as the API names them; an empty location with
 * a place is Unassigned, as in the CSV backup.
 */
export const ACTIVITY_CSV_COLUMNS = [
  'at',
  'revision',
  'personId',
  'person',
  'kind',
  'count',
  'location',
  'bin',
  'product',
  'name',
  'reason',
  'role',
] as const;

export function activityCsvRow(entry: ActivityEntry): string[] {
  const cells = [
    entry.at,
    String(entry.revision),
    entry.actor?.id ?? '',
    entry.actor?.name ?? '',
    entry.kind,
    String(entry.count),
    entry.place?.location ?? '',
    entry.place?.bin ?? '',
    entry.product ?? '',
    entry.name ?? '',
    entry.reason ?? '',
    entry.role ?? '',
  ];
  return cells.map(neutralizeFormula);
}

import type { ActivityEntry } from './activity.js';
import type { EditValue } from './activity-edits.js';
import { neutralizeFormula } from './inventory-csv.js';

/**
 * GET /api/activity.csv: one row per change, newest first, these columns in this order. The kind,
 * a removal's reason and a new role are their keys (domain/activity-kinds.ts,
 * domain/removal-reasons.ts, domain/permissions.ts), as the API names them; an empty location with
 * a place is Unassigned, as in the CSV backup. `changes` is what an edit changed, by field key
 * (`price: 45 → 48; name: Barolo → Barolo Riserva`); `file` the file an undone import had.
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
  'changes',
  'file',
] as const;

function editText(value: EditValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) {
    return value
      .map((part) => (part.pct === null ? part.name : `${part.name} ${part.pct}%`))
      .join(', ');
  }
  return String(value);
}

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
    Object.entries(entry.edits ?? {})
      .map(([field, { from, to }]) => `${field}: ${editText(from)} → ${editText(to)}`)
      .join('; '),
    entry.undoneImport?.file ?? '',
  ];
  return cells.map(neutralizeFormula);
}

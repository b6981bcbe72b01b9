import { nameCollator } from './product-order.js';
import { refusal } from './refusal.js';
import { z } from './zod.js';

/**
 * The printable summary (docs/product.md §7): one row per format and location, grouped by a key.
 * The server groups (GET /api/exports/report: the browser does not hold every bottle
 * or count to group them), the browser prints what it receives.
 */

export const REPORT_GROUP_KEYS = [
  'location',
  'color',
  'producer',
  'country',
  'region',
  'vintage',
  'name',
] as const;
export type ReportGroupKey = (typeof REPORT_GROUP_KEYS)[number];

/** Strict, as every query string: an unknown parameter is a mistake worth telling. */
export const reportQuerySchema = z.strictObject({
  groupBy: z.enum(REPORT_GROUP_KEYS, refusal('report-group-invalid')),
  /** The language the report is read in, for the order of its groups and rows. */
  locale: z.string().max(64).optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** A printed row: a format in a location ('' is Unassigned) and how many bottles it has there. */
export const reportRowSchema = z.object({
  name: z.string(),
  producer: z.string(),
  vintage: z.string(),
  color: z.string(),
  location: z.string(),
  count: z.number().int().positive(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportGroupSchema = z.object({
  /** '' for rows without a value (the report prints Unassigned or Uncategorized). */
  label: z.string(),
  rows: z.array(reportRowSchema),
  total: z.number().int().min(0),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** The report's groups as read at `revision`, with the restaurant's name for its heading. */
export const inventoryReportSchema = z.object({
  revision: z.number().int(),
  restaurant: z.string(),
  groups: z.array(reportGroupSchema),
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

/** A printed row with the keys it may be grouped by that are not printed. */
export type ReportLine = ReportRow & { country: string; region: string };

/**
 * The rows grouped by `key` (its value trimmed, case ignored): groups by label in the order of
 * `locale`, the group without a value last, each with its rows by name, vintage and location,
 * and its total.
 */
export function inventoryReportGroups(
  lines: Iterable<ReportLine>,
  key: ReportGroupKey,
  locale?: string,
): ReportGroup[] {
  const collator = nameCollator(locale);
  const groups = new Map<string, ReportGroup>();
  for (const { country, region, ...row } of lines) {
    const label = (key === 'country' ? country : key === 'region' ? region : row[key]).trim();
    const id = label.toLocaleLowerCase();
    let group = groups.get(id);
    if (!group) {
      group = { label, rows: [], total: 0 };
      groups.set(id, group);
    }
    group.rows.push(row);
    group.total += row.count;
  }
  const compareRows = (a: ReportRow, b: ReportRow) =>
    collator.compare(a.name, b.name) ||
    collator.compare(a.vintage, b.vintage) ||
    collator.compare(a.location, b.location);
  for (const group of groups.values()) group.rows.sort(compareRows);
  return [...groups.values()].sort((a, b) => {
    if (a.label === '' || b.label === '') return a.label === b.label ? 0 : a.label ? -1 : 1;
    return collator.compare(a.label, b.label);
  });
}

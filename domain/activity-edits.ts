import type { Change } from './live.js';
import { z } from './zod.js';

/**
 * What an edit changed, field by field, for the Activity (`Price: 45.00 → 48.00`). Kept on the
 * batch's summary, so it is written once, when the Writer knows the entity before the edit.
 */

const blendSchema = z.array(z.object({ name: z.string(), pct: z.number().nullable() }));

/** A field's value as stored: text, a number, yes / no, a blend; null when unset. */
export const editValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  blendSchema,
  z.null(),
]);
export type EditValue = z.infer<typeof editValueSchema>;

/**
 * Keyed by field, so that a `cost` edit is taken out of any answer to a role without
 * `see-costs` by the one projection every answer goes through (domain/cost-view.ts).
 */
export const fieldEditsSchema = z.record(
  z.string(),
  z.object({ from: editValueSchema, to: editValueSchema }),
);
export type FieldEdits = z.infer<typeof fieldEditsSchema>;

/**
 * The fields an edit of each entity can change, in the order the Activity lists them.
 * `category` is the main category and sub-category together (`cat_wine/subcat_still`): a
 * sub-category is named within its category.
 */
export const editedFields = {
  product: [
    'name',
    'producer',
    'category',
    'country',
    'region',
    'subregion',
    'appellation',
    'classification',
    'regulatedDesignation',
    'style',
    'color',
    'supplier',
    'varieties',
    'grains',
    'alcoholPercentage',
    'barcode',
    'isPrivateImport',
    'showOnMenu',
  ],
  format: [
    'vintage',
    'bottleSize',
    'cost',
    'price',
    'tastingNotes',
    'isPrivateImport',
    'showOnMenu',
  ],
  bottle: ['notes'],
} as const satisfies Partial<Record<Change['entity'], readonly string[]>>;

// Long text (tasting notes) is kept to a line: the summary stays a few bytes.
const TEXT_KEPT = 80;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function fieldValue(data: Record<string, unknown>, field: string): EditValue {
  const value =
    field === 'category' ? `${data.mainCategory ?? ''}/${data.subCategory ?? ''}` : data[field];
  const parsed = editValueSchema.safeParse(value === undefined ? null : value);
  if (!parsed.success) return null;
  const kept = parsed.data;
  return typeof kept === 'string' && kept.length > TEXT_KEPT
    ? `${kept.slice(0, TEXT_KEPT - 1)}…`
    : kept;
}

/** The fields of `entity` that differ between `before` and `after`; undefined when none does. */
export function fieldEdits(
  entity: Change['entity'],
  before: unknown,
  after: unknown,
): FieldEdits | undefined {
  const fields: readonly string[] =
    entity === 'product' || entity === 'format' || entity === 'bottle' ? editedFields[entity] : [];
  const edits: FieldEdits = {};
  for (const field of fields) {
    const from = fieldValue(record(before), field);
    const to = fieldValue(record(after), field);
    if (JSON.stringify(from) !== JSON.stringify(to)) edits[field] = { from, to };
  }
  return Object.keys(edits).length === 0 ? undefined : edits;
}

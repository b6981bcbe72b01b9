import {
  fieldVisibility,
  missingRequiredFields,
  type RequiredField,
} from '../../../domain/field-visibility.js';
import {
  type BlendPart,
  type Bottle,
  DEFAULT_BOTTLE_SIZE_ML,
  type Format,
  type Product,
} from '../../../domain/inventory.js';
import {
  type CreateProductRequest,
  type FormatInput,
  formatInputSchema,
  type NewBottles,
  type ProductInput,
  productInputSchema,
} from '../../../domain/inventory-commands.js';
import { formatPriceInput, parsePriceInput } from '../../../domain/price-input.js';
import { isReason, type Reason } from '../../../domain/reasons.js';
import type { Category } from '../../../domain/restaurant.js';

/** One variety or grain row as typed: the percentage stays text until saved. */
export interface BlendRow {
  name: string;
  pct: string;
}

/** The profile's text fields, edited as they are stored. */
export const TEXT_FIELDS = [
  'name',
  'producer',
  'country',
  'region',
  'subregion',
  'appellation',
  'classification',
  'regulatedDesignation',
  'style',
  'color',
  'supplier',
] as const satisfies ReadonlyArray<keyof Product>;
export type TextField = (typeof TEXT_FIELDS)[number];

/**
 * Everything the bottle/profile form holds, as the inputs show it: the profile's text as stored,
 * numbers and blends as typed text until saved.
 */
export interface FormState extends Pick<Product, TextField | 'mainCategory' | 'subCategory'> {
  varieties: BlendRow[];
  grains: BlendRow[];
  alcoholPercentage: string;
  barcode: string;
  isPrivateImport: boolean;
  vintage: string;
  bottleSize: string;
  cost: string;
  price: string;
  /** The format's full and empty weights in grams, for open bottles' levels (decision 0044). */
  fullWeightGrams: string;
  emptyWeightGrams: string;
  tastingNotes: string;
  count: string;
  locationId: string | null;
  bin: string;
  /** The bottle's own notes (editBottle). */
  notes: string;
}

const emptyRow = (): BlendRow => ({ name: '', pct: '' });

function rows(parts: readonly BlendPart[]): BlendRow[] {
  const list = parts.map((part) => ({
    name: part.name,
    pct: part.pct === null ? '' : String(part.pct),
  }));
  // At least one row always remains (docs/product.md §5).
  return list.length > 0 ? list : [emptyRow()];
}

/** docs/product.md §3 new-profile defaults: this year, 750 ml, the first category, one empty row each. */
export function newProfileForm(categories: readonly Category[], year: number): FormState {
  const first = [...categories].sort((a, b) => a.position - b.position)[0];
  return {
    name: '',
    producer: '',
    country: '',
    region: '',
    subregion: '',
    appellation: '',
    classification: '',
    regulatedDesignation: '',
    style: '',
    color: '',
    supplier: '',
    mainCategory: first?.key ?? '',
    subCategory: '',
    varieties: [emptyRow()],
    grains: [emptyRow()],
    alcoholPercentage: '',
    barcode: '',
    isPrivateImport: false,
    vintage: String(year),
    bottleSize: String(DEFAULT_BOTTLE_SIZE_ML),
    cost: '',
    price: '',
    fullWeightGrams: '',
    emptyWeightGrams: '',
    tastingNotes: '',
    count: '1',
    locationId: null,
    bin: '',
    notes: '',
  };
}

/** The form filled from an existing profile (and format, and bottle when there is one). */
export function formFromRecords(
  base: FormState,
  product: Product,
  format?: Format,
  bottle?: Bottle,
): FormState {
  const form: FormState = {
    ...base,
    varieties: rows(product.varieties),
    grains: rows(product.grains),
    mainCategory: product.mainCategory,
    subCategory: product.subCategory,
    alcoholPercentage: product.alcoholPercentage === null ? '' : String(product.alcoholPercentage),
    barcode: product.barcode ?? '',
    isPrivateImport: product.isPrivateImport,
  };
  for (const field of TEXT_FIELDS) form[field] = product[field];
  if (format) {
    form.vintage = format.vintage;
    form.bottleSize = String(format.bottleSize);
    form.cost = formatPriceInput(format.cost ?? null);
    form.price = formatPriceInput(format.price);
    form.fullWeightGrams = weightText(format.fullWeightGrams);
    form.emptyWeightGrams = weightText(format.emptyWeightGrams);
    form.tastingNotes = format.tastingNotes;
    form.isPrivateImport = format.isPrivateImport || product.isPrivateImport;
  }
  if (bottle) {
    form.count = '0';
    form.locationId = bottle.locationId;
    form.bin = bottle.bin;
    form.notes = bottle.notes;
  }
  return form;
}

/** Pre-fills text fields from a template (a catalog match, a scanned barcode). */
export function applyTemplate(form: FormState, template: Record<string, unknown>): FormState {
  const next = { ...form };
  for (const field of [...TEXT_FIELDS, 'barcode', 'mainCategory', 'subCategory'] as const) {
    const value = template[field];
    if (typeof value === 'string') next[field] = value;
  }
  // The grapes of a catalog match too: a list, not text, so the loop above leaves them out.
  const varieties = blendParts(template.varieties);
  if (varieties.length > 0) next.varieties = rows(varieties);
  return next;
}

/** The blend parts of a template, leaving out anything that is not one. */
function blendParts(value: unknown): BlendPart[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((part: unknown) => {
    if (typeof part !== 'object' || part === null) return [];
    const { name, pct } = part as { name?: unknown; pct?: unknown };
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [{ name, pct: typeof pct === 'number' ? pct : null }];
  });
}

/** Unsaved changes: anything differs from the state the form opened with (docs/product.md §4). */
export function isDirty(initial: FormState, current: FormState): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}

/** A bottle count as typed: a whole number ≥ 0, or null when it is not one. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function blend(list: readonly BlendRow[]): BlendPart[] {
  return list
    .filter((row) => row.name.trim() !== '')
    .map((row) => ({ name: row.name.trim(), pct: parseNumber(row.pct) }));
}

/** A field the form refuses before sending: a reason of the server's own schemas. */
export type FieldProblems = Partial<Record<keyof FormState, Reason>>;
/** The same, as the user reads it. */
export type FieldErrors = Partial<Record<keyof FormState, string>>;

/** The required fields are missing: Missing Information (docs/product.md §5). */
export function missingInformation(
  form: FormState,
  options: { checkFormat: boolean },
): RequiredField[] {
  return missingRequiredFields({
    name: form.name,
    mainCategory: form.mainCategory,
    subCategory: form.subCategory,
    vintage: options.checkFormat ? form.vintage : 'n/a',
  });
}

/**
 * Every field the server would refuse, found before sending by the server's own schemas
 * (domain/inventory-commands.ts), plus the count as typed; empty when the form can be sent.
 */
export function fieldProblems(
  form: FormState,
  options: { checkFormat: boolean; checkCount: boolean },
): FieldProblems {
  const problems: FieldProblems = {};
  collect(problems, productInputSchema.safeParse(productInput(form)));
  if (options.checkFormat) {
    // As typed: the request's default size must not hide a size of 0.
    const format = { ...formatInput(form), bottleSize: Number(form.bottleSize) };
    collect(problems, formatInputSchema.safeParse(format));
  }
  if (options.checkCount && parseCount(form.count) === null) problems.count = 'count-invalid';
  return problems;
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(newProfileForm([], 0)));

/**
 * The form field a refused path names (`alcoholPercentage`, `varieties.2.pct`, and the server's
 * `product.name`, `format.vintage`, `bottles.count`), or null when the form has no such field.
 */
export function formFieldOf(path: ReadonlyArray<PropertyKey>): keyof FormState | null {
  const [first, second] = path;
  const name = first === 'product' || first === 'format' || first === 'bottles' ? second : first;
  return typeof name === 'string' && FORM_FIELDS.has(name) ? (name as keyof FormState) : null;
}

function collect(
  problems: FieldProblems,
  result:
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      },
): void {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    if (field) problems[field] ??= isReason(issue.message) ? issue.message : 'invalid-field';
  }
}

/** The profile part of a save; lists of the other kind (grains on a wine) go out empty. */
export function productInput(form: FormState): ProductInput {
  const visible = fieldVisibility(form.mainCategory);
  const input: ProductInput = {
    name: form.name.trim(),
    mainCategory: form.mainCategory,
    subCategory: form.subCategory,
    varieties: visible.varieties ? blend(form.varieties) : [],
    grains: visible.grains ? blend(form.grains) : [],
    alcoholPercentage: parseNumber(form.alcoholPercentage),
    barcode: form.barcode.trim() === '' ? null : form.barcode.trim(),
    isPrivateImport: form.isPrivateImport,
  };
  for (const field of TEXT_FIELDS) input[field] = form[field].trim();
  return input;
}

/** The format part of a save; a category without vintage stores none. */
export function formatInput(form: FormState): FormatInput {
  const visible = fieldVisibility(form.mainCategory);
  return {
    vintage: visible.vintage ? form.vintage.trim() : '',
    bottleSize: Number(form.bottleSize) || DEFAULT_BOTTLE_SIZE_ML,
    cost: parsePriceInput(form.cost),
    price: parsePriceInput(form.price),
    fullWeightGrams: parseNumber(form.fullWeightGrams),
    emptyWeightGrams: parseNumber(form.emptyWeightGrams),
    tastingNotes: form.tastingNotes.trim(),
    isPrivateImport: form.isPrivateImport,
  };
}

const weightText = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? '' : String(grams);

/** New bottles to add, or undefined when the count is 0 (then only the profile is saved). */
export function newBottles(form: FormState): NewBottles | undefined {
  const count = parseCount(form.count) ?? 0;
  if (count <= 0) return undefined;
  return { count, ids: [], locationId: form.locationId, bin: form.locationId ? form.bin : '' };
}

export function createRequest(form: FormState, reassignBarcode: boolean): CreateProductRequest {
  const bottles = newBottles(form);
  return {
    product: productInput(form),
    format: formatInput(form),
    ...(bottles ? { bottles } : {}),
    reassignBarcode,
  };
}

/** The fields of a format that differ from the form (an edit sends only those). */
export function formatChanges(format: Format, form: FormState): Partial<FormatInput> {
  const input = formatInput(form);
  const changes: Partial<FormatInput> = {};
  if (input.vintage !== format.vintage) changes.vintage = input.vintage ?? '';
  if (input.bottleSize !== format.bottleSize) changes.bottleSize = input.bottleSize ?? 750;
  if (input.cost !== format.cost) changes.cost = input.cost ?? null;
  if (input.price !== format.price) changes.price = input.price ?? null;
  for (const field of ['fullWeightGrams', 'emptyWeightGrams'] as const) {
    if ((input[field] ?? null) !== (format[field] ?? null)) changes[field] = input[field] ?? null;
  }
  if (input.tastingNotes !== format.tastingNotes) changes.tastingNotes = input.tastingNotes ?? '';
  if (input.isPrivateImport !== format.isPrivateImport)
    changes.isPrivateImport = input.isPrivateImport ?? false;
  return changes;
}

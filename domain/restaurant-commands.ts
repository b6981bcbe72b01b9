import { CATEGORY_KEY_PREFIX, SUBCATEGORY_KEY_PREFIX } from './restaurant.js';
import { z } from './zod.js';

/**
 * Request bodies of the restaurant managers (locations and bins, categories, glass listings,
 * colors), and the rules the forms and the server share. Schemas only trim and bound lengths; the
 * rules below are checked by the services (and the forms) so a refusal names its own reason
 * (domain/reasons.ts), not a field-prefixed schema message.
 */

/** The title of the dialog that says why a location, bin or category cannot be deleted. */
export const inUseTitles = {
  location: 'Location in Use',
  bin: 'Bin in Use',
  category: 'Category in Use',
} as const;

/** Details sent with an "in use" refusal (409 aborted), so the client can show the title. */
export interface InUseDetails {
  title: string;
  /** For a category or sub-category: its names, so the client can show the one of its language. */
  en?: string;
  fr?: string;
}

export const LOCATION_NAME_MAX = 80;
export const BIN_NAME_MAX = 40;
export const CATEGORY_KEY_MAX = 64;
export const CATEGORY_NAME_MAX = 80;
export const COLOR_NAME_MAX = 50;

const trimmed = (max: number) => z.string().trim().max(max);

/** Keys go into URLs and product records: letters, digits, _ and - only. */
const KEY_CHARACTERS = /^[\w-]+$/;

/** Rules, as pure functions the form and the service both call. */
export function isValidCategoryKey(key: string): boolean {
  return (
    key.startsWith(CATEGORY_KEY_PREFIX) &&
    key.length > CATEGORY_KEY_PREFIX.length &&
    KEY_CHARACTERS.test(key)
  );
}

/** docs/product.md §5: longer than 7 characters, starting subcat_ (uniqueness is the database's job). */
export function isValidSubcategoryKey(key: string): boolean {
  return key.length > 7 && key.startsWith(SUBCATEGORY_KEY_PREFIX) && KEY_CHARACTERS.test(key);
}

export function hasBothNames(names: { en: string; fr: string }): boolean {
  return names.en.trim() !== '' && names.fr.trim() !== '';
}

// Locations and bins

export const addLocationRequestSchema = z.object({ name: trimmed(LOCATION_NAME_MAX) });

export const renameLocationRequestSchema = z.object({
  name: trimmed(LOCATION_NAME_MAX),
  /** The name the user saw; when it no longer matches, the rename is refused as stale. */
  from: z.string().max(LOCATION_NAME_MAX).optional(),
});

export const addBinRequestSchema = z.object({ name: trimmed(BIN_NAME_MAX) });

export const locationParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const binParamsSchema = locationParamsSchema.extend({
  bin: z.string().min(1).max(BIN_NAME_MAX),
});

// Categories and sub-categories

const namesSchema = z.object({
  en: trimmed(CATEGORY_NAME_MAX),
  fr: trimmed(CATEGORY_NAME_MAX),
});

export const addCategoryRequestSchema = namesSchema.extend({ key: trimmed(CATEGORY_KEY_MAX) });

export const addSubcategoryRequestSchema = namesSchema.extend({ key: trimmed(CATEGORY_KEY_MAX) });

export const renameCategoryRequestSchema = namesSchema.extend({
  /** The names the user saw; when they no longer match, the rename is refused as stale. */
  from: z
    .object({
      en: z.string().max(CATEGORY_NAME_MAX),
      fr: z.string().max(CATEGORY_NAME_MAX),
    })
    .optional(),
});

export const categoryParamsSchema = z.object({ key: z.string().min(1).max(CATEGORY_KEY_MAX) });
export const subcategoryParamsSchema = categoryParamsSchema.extend({
  subKey: z.string().min(1).max(CATEGORY_KEY_MAX),
});

// Glass listings

const glassPrice = z.number().min(0).max(100_000).multipleOf(0.01).nullable().default(null);

export const putListingRequestSchema = z.object({
  formatId: z.string().min(1).max(64),
  price3oz: glassPrice,
  price5oz: glassPrice,
});
export type PutListingRequest = z.input<typeof putListingRequestSchema>;

export const listingParamsSchema = z.object({ id: z.string().min(1).max(64) });

// Colors

export const addColorRequestSchema = z.object({ name: trimmed(COLOR_NAME_MAX) });

export const renameColorRequestSchema = z.object({
  name: trimmed(COLOR_NAME_MAX),
  from: z.string().max(COLOR_NAME_MAX).optional(),
});

export const colorParamsSchema = z.object({ id: z.string().min(1).max(64) });

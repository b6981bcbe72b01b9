import type { ErrorCode } from './errors.js';
import { httpReasons } from './http-reasons.js';
import { moneyReasons } from './money-reasons.js';
import { purchasingReasons } from './purchasing-reasons.js';
import { salesReasons } from './sales-reasons.js';
import { syncReasons } from './sync-reasons.js';

/**
 * Every refusal the server can send, once: its reason key (what clients switch on and the web
 * translates, web/locales/<lang>/reasons.json), its error code (which picks the HTTP status) and
 * the English sentence API users read in `message`. `{{name}}` in a message is filled from the
 * error's `details`. Two reasons may share a sentence when they differ in status (an empty name
 * is a 400, a taken one a 409).
 */
export const reasons = {
  // The request itself, and the state of the server (their own file: this one is at its length)
  ...httpReasons,

  // Accounts and sessions
  'login-required': { code: 'unauthenticated', message: 'Please log in.' },
  'session-ended': {
    code: 'unauthenticated',
    message: 'Your session has ended. Please log in again.',
  },
  'invalid-login': { code: 'unauthenticated', message: 'Invalid email or password.' },
  'permission-denied': {
    code: 'permission-denied',
    message: 'Your role in this restaurant does not allow this.',
  },
  'invalid-invite': { code: 'permission-denied', message: 'Invalid or already used invite code.' },
  'email-taken': { code: 'already-exists', message: 'An account with this email already exists.' },
  'former-member-password': {
    code: 'permission-denied',
    message:
      'This email belongs to a former member of this team. To join again, enter that account’s password.',
  },
  'email-invalid': { code: 'invalid-argument', message: 'Enter a valid email address.' },
  'field-required': { code: 'invalid-argument', message: 'This field is required.' },
  'password-too-short': {
    code: 'invalid-argument',
    message: 'Password must be at least 6 characters long.',
  },
  'wrong-password': { code: 'permission-denied', message: 'The current password is not correct.' },
  'last-owner': {
    code: 'aborted',
    message: 'A restaurant always keeps at least one owner.',
  },

  // Profiles, formats and bottles
  'missing-information': {
    code: 'invalid-argument',
    message: 'Missing Information, Please fill in at least Name and Vintage.',
  },
  'duplicate-product': {
    code: 'already-exists',
    message: 'Duplicate Product: A product with this exact general information already exists.',
  },
  'barcode-in-use': {
    code: 'already-exists',
    message:
      'Barcode In Use: This barcode is already assigned to {{productName}}. Do you want to reassign it to this wine when you save?',
  },
  'barcode-invalid': {
    code: 'invalid-argument',
    message: 'A barcode is 8, 12, 13 or 14 digits.',
  },
  'bottle-id-invalid': {
    code: 'invalid-argument',
    message: 'A bottle ID has no spaces or special characters.',
  },
  'text-too-long': { code: 'invalid-argument', message: 'This text is too long.' },
  'price-invalid': {
    code: 'invalid-argument',
    message: 'A price is a number from 0 to 1,000,000, with at most two decimals.',
  },
  'cost-invalid': {
    code: 'invalid-argument',
    message: 'A cost is a number from 0 to 1,000,000, with at most two decimals.',
  },
  'cost-not-received': {
    code: 'invalid-argument',
    message: 'A cost is given for a wine with no bottle in this delivery.',
  },
  'alcohol-invalid': {
    code: 'invalid-argument',
    message: 'Alcohol is a percentage from 0 to 100.',
  },
  'percentage-invalid': { code: 'invalid-argument', message: 'A share is from 0 to 100 %.' },
  'count-invalid': {
    code: 'invalid-argument',
    message: 'The number of bottles must be a whole number, from 0 to 1,000.',
  },
  'vintage-invalid': {
    code: 'invalid-argument',
    message: 'A vintage is a year from 1800 to next year, or NV.',
  },
  'bottle-size-invalid': {
    code: 'invalid-argument',
    message: 'A bottle size is a whole number of millilitres, from 20 to 30000.',
  },
  'format-exists': {
    code: 'already-exists',
    message: 'This wine already has a format with that vintage and bottle size.',
  },
  'format-has-bottles': {
    code: 'aborted',
    message: 'Deletion Blocked: Cannot delete this format because it is linked to bottles.',
  },
  'profile-has-bottles': {
    code: 'aborted',
    message: 'This profile still has bottles: remove or move them first.',
  },
  'format-unknown': {
    code: 'not-found',
    message: 'Could not determine the product profile ID. Bottles were not created.',
  },
  'nothing-to-add': { code: 'invalid-argument', message: 'Choose at least 1 bottle to add.' },
  'location-unknown': { code: 'invalid-argument', message: 'That location does not exist.' },
  'bin-unknown': {
    code: 'invalid-argument',
    message: 'That bin does not exist in this location.',
  },
  'category-unknown': {
    code: 'invalid-argument',
    message: 'Choose a category and a sub-category of this restaurant.',
  },
  'color-unknown': {
    code: 'invalid-argument',
    message: 'Choose one of the restaurant\u2019s colors.',
  },
  'lookup-failed': {
    code: 'unavailable',
    message: 'Could not perform lookup. Please check your connection and try again.',
  },

  // Scanning, QR codes and batches
  'not-a-bottle-id': {
    code: 'invalid-argument',
    message: 'Invalid QR. Please scan a bottle ID, not a product barcode.',
  },
  'qr-in-use': { code: 'already-exists', message: 'QR Code already in use.' },
  /** The new QR code is the bottle's own: nothing to change. */
  'qr-unchanged': { code: 'invalid-argument', message: 'QR Code already in use.' },
  'already-manual': {
    code: 'invalid-argument',
    message: 'This bottle is already a manual entry.',
  },
  'already-in-list': { code: 'invalid-argument', message: 'Already in list.' },
  'bottle-not-found': { code: 'not-found', message: 'Bottle not found!' },
  'bottle-already-open': { code: 'aborted', message: 'This bottle is already open.' },
  'bottle-not-open': { code: 'aborted', message: 'This bottle is not open: open it first.' },
  'no-bottle-to-pour': {
    code: 'aborted',
    message: 'No bottle of this wine is on hand to pour: nothing was poured.',
  },
  'sales-already-depleted': {
    code: 'aborted',
    message: 'The bottles of this sales file were already removed.',
  },
  /** `details`: `ids`, the bottles changed since, and `list`, them joined for the message. */
  'depletion-not-undoable': {
    code: 'aborted',
    message: 'A bottle these sales removed was changed since ({{list}}): nothing was put back.',
  },
  'level-invalid': { code: 'invalid-argument', message: 'A level is 0 to 10 tenths.' },
  'weight-invalid': { code: 'invalid-argument', message: 'A weight is whole grams, to 100000.' },
  'format-not-weighed': {
    code: 'invalid-argument',
    message:
      "This wine's format has no full and empty weights: set them in the bottle form, or give the level in tenths.",
  },
  'format-weights-invalid': { code: 'invalid-argument', message: 'Full weight must exceed empty.' },
  'bottle-page-unbounded': {
    code: 'invalid-argument',
    message: 'Say which bottles: a format, a location (and bin) or a list.',
  },
  'page-size-invalid': {
    code: 'invalid-argument',
    message: 'A page holds from 1 to 500 bottles.',
  },
  'cursor-invalid': {
    code: 'invalid-argument',
    message: 'This page position is not one the server gave. Start again from the first page.',
  },
  'report-group-invalid': {
    code: 'invalid-argument',
    message: 'Group the report by location, color, producer, country, region, vintage or name.',
  },
  'choose-location': {
    code: 'invalid-argument',
    message: 'Please select a destination location.',
  },
  'scan-at-least-one': { code: 'invalid-argument', message: 'Scan at least one bottle.' },
  'labels-busy': {
    code: 'aborted',
    message: 'Could not reserve new label ids. Please try again.',
  },
  'labels-none': {
    code: 'invalid-argument',
    message: 'There are no bottles to label there.',
  },
  'labels-too-many': {
    code: 'invalid-argument',
    message: 'Too many bottles for one print run: {{count}}. Print at most {{max}} at a time.',
  },

  // The restaurant's settings
  'location-name-empty': {
    code: 'invalid-argument',
    message: 'Location name is empty or already exists.',
  },
  'location-name-taken': {
    code: 'already-exists',
    message: 'Location name is empty or already exists.',
  },
  'location-name-case': {
    code: 'already-exists',
    message:
      'A location named {{name}} already exists: names that differ only in capitals are the same location.',
  },
  'location-in-use': {
    code: 'aborted',
    message: 'Cannot delete location. It is in use by one or more bottles.',
  },
  'bin-in-use': {
    code: 'aborted',
    message: 'Cannot delete bin. It is in use by one or more bottles.',
  },
  'category-key-invalid': {
    code: 'invalid-argument',
    message: "Category Key must be unique, start with 'cat_', and have both EN and FR names.",
  },
  'category-key-taken': {
    code: 'already-exists',
    message: "Category Key must be unique, start with 'cat_', and have both EN and FR names.",
  },
  'subcategory-key-invalid': {
    code: 'invalid-argument',
    message: "Subcategory Key must be unique, start with 'subcat_', and have both EN and FR names.",
  },
  'subcategory-key-taken': {
    code: 'already-exists',
    message: "Subcategory Key must be unique, start with 'subcat_', and have both EN and FR names.",
  },
  'category-names-required': {
    code: 'invalid-argument',
    message: 'A category needs both EN and FR names.',
  },
  'category-in-use': {
    code: 'aborted',
    message:
      'Cannot delete the {{en}} category because it is currently assigned to one or more products.',
  },
  'listing-needs-price': {
    code: 'invalid-argument',
    message: 'Choose a wine and enter at least one price.',
  },
  'color-name-empty': {
    code: 'invalid-argument',
    message: 'Color name is empty or already exists.',
  },
  'color-name-taken': {
    code: 'already-exists',
    message: 'Color name is empty or already exists.',
  },
  /** An edit made from a value someone else has changed since: the client retries. */
  stale: {
    code: 'aborted',
    message: 'Someone else changed this in the meantime. Please retry.',
  },
  // Stock counts (decision 0016)
  'stocktake-paused': {
    code: 'aborted',
    message: 'This count is paused. Resume it to scan. The scan was not recorded.',
  },
  'stocktake-finished': {
    code: 'aborted',
    message: 'This count is already finished. Nothing was changed.',
  },
  /** Apply sent a preview token that no longer matches: `details.preview` is the new one. */
  'stocktake-changed': {
    code: 'aborted',
    message: 'Something changed since this result was shown. Check the new result, then apply.',
  },
  'stocktake-place-outside': {
    code: 'invalid-argument',
    message: 'This place is not part of this count.',
  },

  // Cellar imports
  'import-unreadable': {
    code: 'invalid-argument',
    message: 'This file cannot be read as a spreadsheet. Save it as CSV or XLSX and try again.',
  },
  'import-empty': { code: 'invalid-argument', message: 'This file has no rows to import.' },
  'import-too-many-rows': {
    code: 'invalid-argument',
    message: 'This file has more than 100,000 rows. Split it and import each part.',
  },
  'import-too-many-columns': {
    code: 'invalid-argument',
    message: 'This file has more than 200 columns. Keep only the columns to import.',
  },
  'import-too-large-inflated': {
    code: 'invalid-argument',
    message: 'This spreadsheet unpacks to far more than a cellar holds. Nothing was imported.',
  },
  'import-sheet-not-found': { code: 'invalid-argument', message: 'This sheet is not in the file.' },
  'import-unclosed-quote': {
    code: 'invalid-argument',
    message:
      'Row {{row}} opens a quote that is never closed. Close it in the file and choose it again.',
  },
  'import-has-errors': {
    code: 'invalid-argument',
    message: 'Some rows cannot be imported. Fix them in the file and upload it again.',
  },
  'import-not-undoable': {
    code: 'aborted',
    message: 'Some bottles of this import have changed since. It can no longer be undone.',
  },
  'import-undone': { code: 'aborted', message: 'This import was already undone.' },
  /** One import per restaurant at a time: a second, or a preview, waits until the first ends. */
  'import-running': {
    code: 'aborted',
    message: 'An import is running for this restaurant. Try again once it has finished.',
  },
  /** The inventory kept changing while the file was checked, each time it was checked again. */
  'import-inventory-changed': {
    code: 'aborted',
    message: 'The inventory changed while this file was checked. Nothing was imported. Try again.',
  },
  /** `details`: the earlier import's `at`, `by` and `fileName`. */
  'import-already-imported': {
    code: 'already-exists',
    message:
      'This file was already imported. Choose to import it again to add its bottles a second time.',
  },

  // The money view (decision 0017)
  ...moneyReasons,
  // Changes made offline, replayed from a phone (decision 0046)
  ...syncReasons,
  // Suppliers and purchase orders (their own file: this one is at its length)
  ...purchasingReasons,
  // Point-of-sale sales and their POS items (decision 0054)
  ...salesReasons,
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export type Reason = keyof typeof reasons;

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && Object.hasOwn(reasons, value);
}

/** The reason's English sentence with its `{{name}}` variables filled from `details`. */
export function reasonMessage(reason: Reason, details?: unknown): string {
  const values = typeof details === 'object' && details !== null ? details : {};
  return reasons[reason].message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value: unknown = (values as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

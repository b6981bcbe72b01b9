import type { ErrorCode } from './errors.js';

/** The refusals of sales files and POS items, part of `reasons` (domain/reasons.ts). */
export const salesReasons = {
  /** `details`: the earlier file's `at`, `by` and `fileName`. */
  'sales-already-imported': {
    code: 'already-exists',
    message: 'This sales file was already imported by {{by}} at {{at}}. Nothing was imported.',
  },
  /** `details`: `days`, the days (YYYY-MM-DD) already imported from another file. */
  'sales-days-imported': {
    code: 'aborted',
    message:
      'Sales for these days were already imported from another file: {{list}}. Choose Replace to replace them.',
  },
  'sales-has-errors': {
    code: 'invalid-argument',
    message: 'Some rows of this sales file cannot be read. Nothing was imported.',
  },
  'sales-not-mapped': {
    code: 'invalid-argument',
    message: 'Choose the columns of the item, the quantity and the date.',
  },
  'sales-no-lines': {
    code: 'invalid-argument',
    message: 'This sales file has no sales to import.',
  },
  'sales-import-running': {
    code: 'aborted',
    message: 'A sales file is being imported for this restaurant. Try again once it has finished.',
  },
  'pos-item-no-glass': {
    code: 'invalid-argument',
    message:
      'This wine is not listed by the glass. Match it as a bottle, or list it by the glass first.',
  },
  'depletion-nothing-to-undo': {
    code: 'aborted',
    message: 'These sales removed no bottle that is still out: nothing to put back.',
  },
  'pos-item-format-needed': {
    code: 'invalid-argument',
    message: 'Choose the wine this item sells.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

import type { ErrorCode } from './errors.js';

/** The refusals of the money view (decision 0017), part of `reasons` (domain/reasons.ts). */
export const moneyReasons = {
  'report-period-invalid': {
    code: 'invalid-argument',
    message: 'Choose a period whose start is before its end, of at most two years.',
  },
  'par-level-invalid': {
    code: 'invalid-argument',
    message: 'A par level is a whole number of bottles from 0 to 10,000.',
  },
  'currency-invalid': {
    code: 'invalid-argument',
    message: 'Choose a currency by its three-letter code, such as EUR or USD.',
  },
  'pour-target-invalid': {
    code: 'invalid-argument',
    message: 'The pour cost target is a whole percentage from 1 to 100.',
  },
  'cost-rise-invalid': {
    code: 'invalid-argument',
    message: 'Cost rises are flagged above a percentage from 0 to 100, with at most one decimal.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

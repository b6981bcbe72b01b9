import type { ErrorCode } from './errors.js';

/** The refusals of suppliers and purchase orders, part of `reasons` (domain/reasons.ts). */
export const purchasingReasons = {
  'supplier-email-invalid': {
    code: 'invalid-argument',
    message: 'Enter the supplier’s e-mail address, or leave it empty.',
  },
  'order-quantity-invalid': {
    code: 'invalid-argument',
    message: 'A quantity is a whole number of bottles from 1 to 10,000.',
  },
  'order-cost-invalid': {
    code: 'invalid-argument',
    message: 'A cost is an amount of zero or more.',
  },
  'order-line-twice': {
    code: 'invalid-argument',
    message: 'A wine appears on two lines of this order. Keep one line per wine.',
  },
  'order-not-draft': {
    code: 'aborted',
    message: 'This order was already sent or cancelled. Nothing was changed.',
  },
  'order-not-sendable': {
    code: 'aborted',
    message: 'Only a draft or a sent order can be sent. Nothing was changed.',
  },
  'order-not-cancellable': {
    code: 'aborted',
    message: 'Only a draft or a sent order can be cancelled. Nothing was changed.',
  },
  'order-empty': {
    code: 'invalid-argument',
    message: 'This order has no lines. Add a wine before sending it.',
  },
  'email-not-configured': {
    code: 'unavailable',
    message: 'This server cannot send e-mail: no SMTP server is configured.',
  },
  'supplier-email-missing': {
    code: 'invalid-argument',
    message: 'This supplier has no e-mail address. Add one to the supplier first.',
  },
  'email-failed': {
    code: 'unavailable',
    message: 'The e-mail could not be sent. The order was not marked as sent. Try again.',
  },
  'order-not-receivable': {
    code: 'aborted',
    message: 'Only a sent or partly received order takes deliveries. Nothing was received.',
  },
  'receipt-empty': {
    code: 'invalid-argument',
    message: 'Scan or count at least one bottle to receive.',
  },
  'bottle-id-twice': {
    code: 'invalid-argument',
    message: 'The same label was scanned twice. Nothing was received.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

import type { FirstCards } from '../../domain/product-cards.js';
import { apiGet } from './api-client.js';
import { earlyRequest } from './early-request.js';

// As the snapshot's: older than this, the counts may be behind; fetch afresh.
const FRESH_MS = 10_000;

/**
 * The `firstCards` operation's path (domain/operations/inventory.ts; a unit test holds them
 * equal). Written here rather than read from the operation: this module starts with the page,
 * before the app's modules, and the operation's schemas would bring zod (89 kB) in front of the
 * first request.
 */
export const FIRST_CARDS_PATH = '/api/first-cards';

/** Asked in the collation the dashboard sorts its wines with, so both put them in one order. */
function fetchFirstCards(): Promise<FirstCards> {
  const locale = new Intl.Collator().resolvedOptions().locale;
  return apiGet<FirstCards>(`${FIRST_CARDS_PATH}?locale=${encodeURIComponent(locale)}`);
}

/**
 * /admin's first screen, started as soon as the session is known, beside the dashboard's code:
 * a few kB that draw the first cards long before the model has.
 */
const firstCards = earlyRequest(fetchFirstCards, FRESH_MS);

export const prefetchFirstCards = firstCards.start;

/** The prefetched first screen, once; otherwise a new request. */
export function takeFirstCards(): Promise<FirstCards> {
  return firstCards.take() ?? fetchFirstCards();
}

import { addresses } from '../../domain/operations/addresses.js';
import type { FirstCards } from '../../domain/product-cards.js';
import { ApiError, apiGet } from './api-client.js';
import { earlyRequest } from './early-request.js';
import { keepFirstCards, keptFirstCards } from './offline-store.js';

// As the snapshot's: older than this, the counts may be behind; fetch afresh.
const FRESH_MS = 10_000;

/**
 * Asked in the collation the dashboard sorts its wines with, so both put them in one order. The
 * path is the zod-free address (domain/operations/addresses.ts): this module starts with the
 * page, before the app's modules, and the operation's schemas would bring zod in front of it.
 */
async function fetchFirstCards(): Promise<FirstCards> {
  const locale = new Intl.Collator().resolvedOptions().locale;
  try {
    const cards = await apiGet<FirstCards>(
      `${addresses.firstCards.path}?locale=${encodeURIComponent(locale)}`,
    );
    keepFirstCards(cards);
    return cards;
  } catch (error) {
    // No network: the ones this device last read, drawn before the kept model is (decision 0045).
    const kept =
      error instanceof ApiError && error.status === 0 ? await keptFirstCards() : undefined;
    if (kept === undefined) throw error;
    return kept;
  }
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

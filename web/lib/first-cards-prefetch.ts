import type { FirstCards } from '../../domain/product-cards.js';
import { apiGet } from './api-client.js';

let prefetched: Promise<FirstCards> | null = null;

/** Asked in the collation the dashboard sorts its wines with, so both put them in one order. */
function fetchFirstCards(): Promise<FirstCards> {
  const locale = new Intl.Collator().resolvedOptions().locale;
  return apiGet<FirstCards>(`/api/first-cards?locale=${encodeURIComponent(locale)}`);
}

/**
 * Starts loading /admin's first screen as soon as the session is known, beside the dashboard's
 * code and the restaurant's model: a few kB that draw the first cards long before the model has.
 */
export function prefetchFirstCards(): void {
  const cards = fetchFirstCards();
  // Whoever takes it handles a failure; an untaken one must not surface as unhandled.
  cards.catch(() => undefined);
  prefetched = cards;
}

/** The prefetched first screen, once; otherwise a new request. */
export function takeFirstCards(): Promise<FirstCards> {
  const taken = prefetched;
  prefetched = null;
  return taken ?? fetchFirstCards();
}

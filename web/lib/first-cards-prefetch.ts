import { addresses } from '../../domain/operations/addresses.js';
import type * as inventory from '../../domain/operations/inventory.js';
import type { FirstCards } from '../../domain/product-cards.js';
import { ApiError } from './api-client.js';
import { callAt } from './call.js';
import { earlyRequest, forgetOnSignOut } from './early-request.js';
import { keepFirstCards, keptFirstCards } from './offline-store.js';

// As the snapshot's: older than this, the counts may be behind; fetch afresh.
const FRESH_MS = 10_000;

/**
 * Asked in the collation the dashboard sorts its wines with, so both put them in one order. Called
 * by the operation's zod-free address (domain/operations/addresses.ts, `callAt`), its types from
 * the operation: this module starts with the page, before the app's modules, and the operation's
 * schemas would bring zod in front of it.
 */
async function fetchFirstCards(): Promise<FirstCards> {
  const locale = new Intl.Collator().resolvedOptions().locale;
  try {
    const cards = await callAt<typeof inventory.firstCards>(addresses.firstCards, {
      query: { locale },
    });
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
 * The first cards the server drew into /admin's page for the member whose cookie asked for it,
 * with their data (server/features/admin-page/, decision 0058): the dashboard draws the same
 * cards from it at its first render, without asking. Read once, at start; dropped at sign-out and
 * once taken, so a later visit to the dashboard in the same tab reads afresh.
 */
let pageCards: FirstCards | null = readPageCards();
forgetOnSignOut(() => {
  pageCards = null;
});

function readPageCards(): FirstCards | null {
  const element =
    typeof document === 'undefined' ? null : document.getElementById('first-cards-data');
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as FirstCards;
  } catch {
    return null;
  }
}

/** The cards drawn into the page, while they stand for the dashboard's first screen. */
export function pageFirstCards(): FirstCards | null {
  return pageCards;
}

/**
 * /admin's first screen, started as soon as the session is known, beside the dashboard's code:
 * a few kB that draw the first cards long before the model has.
 */
const firstCards = earlyRequest(fetchFirstCards, FRESH_MS);

/** Not when the page came with them. */
export function prefetchFirstCards(): void {
  if (pageCards === null) firstCards.start();
}

/** The page's first cards or the prefetched ones, once; otherwise a new request. */
export function takeFirstCards(): Promise<FirstCards> {
  const drawn = pageCards;
  if (drawn !== null) {
    pageCards = null;
    // Kept for opening offline, as an answer is; not a kept page's, which is what was kept.
    if (navigator.onLine) keepFirstCards(drawn);
    return Promise.resolve(drawn);
  }
  return firstCards.take() ?? fetchFirstCards();
}

import { startTransition, useEffect, useState } from 'react';
import { hasActiveFilters } from '../../../domain/inventory-filters.js';
import type { FirstCards } from '../../../domain/product-cards.js';
import { useDashboard } from '../../lib/dashboard-store.js';
import { pageFirstCards, takeFirstCards } from '../../lib/first-cards-prefetch.js';
import { useAfterPaint } from '../../lib/use-after-paint.js';

/** How long the model waits for the first cards at most (they are a few kB). */
const FIRST_CARDS_WAIT_MS = 2_000;

export interface FirstScreen {
  /**
   * What to draw while the restaurant's model loads, as long as the dashboard still asks for what
   * it shows (the profile view, no search, no filter); null otherwise, and once the model is there.
   */
  cards: FirstCards | null;
  /** The first cards are drawn, or will not be (refused, or the model came first). */
  done: boolean;
  /** The revision the first cards were read at, once they came. */
  revision: number | undefined;
}

/** /admin's first screen (decision 0013): the first cards, then the whole model. */
export function useFirstCards(modelLoading: boolean): FirstScreen {
  // Drawn by the server into the page: the same cards at the first render, where they stand.
  const [page, setPage] = useState<FirstCards | null>(pageFirstCards);
  const [answered, setAnswered] = useState(() => pageFirstCards() !== null);
  const pristine = useDashboard(
    (state) => state.view === 'profile' && state.search === '' && !hasActiveFilters(state.filters),
  );
  useEffect(() => {
    if (!modelLoading) return;
    let current = true;
    // A slow answer does not hold the model back for long.
    const waited = window.setTimeout(
      () => startTransition(() => setAnswered(true)),
      FIRST_CARDS_WAIT_MS,
    );
    takeFirstCards()
      .then(
        (cards) => {
          // Not a transition, as the rest of the first screen is: the first cards are what the
          // user waits for, drawn in one task they come soonest (a phone's first card on slow 4G).
          if (current) setPage(cards);
        },
        // The loading screen stays: the model's own load reports failures and offers a retry.
        () => undefined,
      )
      .finally(() => {
        if (current) startTransition(() => setAnswered(true));
      });
    return () => {
      current = false;
      window.clearTimeout(waited);
    };
  }, [modelLoading]);
  // The model's 400 kB (on slow 4G, seconds) start once the first cards are on the screen
  // instead of sharing the network with them.
  const drawn = useAfterPaint(answered || !modelLoading);
  return { cards: modelLoading && pristine ? page : null, done: drawn, revision: page?.revision };
}

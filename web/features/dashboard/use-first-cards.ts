import { useEffect, useState } from 'react';
import { hasActiveFilters } from '../../../domain/inventory-filters.js';
import type { FirstCards } from '../../../domain/product-cards.js';
import { useDashboard } from '../../lib/dashboard-store.js';
import { takeFirstCards } from '../../lib/first-cards-prefetch.js';

/**
 * /admin's first screen while the restaurant's model loads (decision 0013), as long as the
 * dashboard still asks for what it shows: the profile view, no search, no filter. Null otherwise,
 * and once the model is there.
 */
export function useFirstCards(modelLoading: boolean): FirstCards | null {
  const [page, setPage] = useState<FirstCards | null>(null);
  const pristine = useDashboard(
    (state) => state.view === 'profile' && state.search === '' && !hasActiveFilters(state.filters),
  );
  useEffect(() => {
    if (!modelLoading) return;
    let current = true;
    takeFirstCards().then(
      (cards) => {
        if (current) setPage(cards);
      },
      // The loading screen stays: the model's own load reports failures and offers a retry.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [modelLoading]);
  return modelLoading && pristine ? page : null;
}

import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { type DashboardState, dashboardStore } from '../../lib/dashboard-store.js';
import type { TreeOpening } from './inventory-tree.js';

/**
 * Where the wine cards or the inventory tree were when a wine opened: the page's scroll, the rows
 * measured so far and, for the tree, which of its rows were open, for the list that list showed
 * (its view, search and filters). The detail takes the list's place in the page, so the list is
 * drawn anew when the detail closes; with the same rows open, their measured heights and the same
 * scroll it comes back exactly as it was, the same row in view.
 */
interface ListPlace {
  scrollY: number;
  rows: VirtualItem[];
  list: Pick<DashboardState, 'view' | 'search' | 'filters'>;
  opening: TreeOpening | null;
}

let saved: ListPlace | null = null;

const sameList = (place: ListPlace, state: DashboardState) =>
  place.list.view === state.view &&
  place.list.search === state.search &&
  place.list.filters === state.filters;

/**
 * Remembers the list's place as a wine opens: the store tells its listeners before React
 * removes the list, while the page still has the list's height and scroll.
 */
export function useRememberListPlace(
  virtualizer: Virtualizer<Window, Element>,
  opening: TreeOpening | null = null,
): void {
  const openingRef = useRef(opening);
  openingRef.current = opening;
  useEffect(() => {
    const unsubscribe = dashboardStore.subscribe(() => {
      const state = dashboardStore.getState();
      if (state.selection === null) return;
      const { view, search, filters } = state;
      saved = {
        scrollY: window.scrollY,
        rows: virtualizer.takeSnapshot(),
        list: { view, search, filters },
        opening: openingRef.current,
      };
    });
    return () => {
      unsubscribe();
    };
  }, [virtualizer]);
}

/** The place to come back to, if the list now drawn is the one that was left. */
export function savedListPlace(): ListPlace | null {
  return saved && sameList(saved, dashboardStore.getState()) ? saved : null;
}

/** Once the list is back where it was, a later drawing of it starts at the top. */
export function forgetListPlace(): void {
  saved = null;
}

import { useSyncExternalStore } from 'react';
import type { DashboardView } from '../../domain/format-choice.js';
import { EMPTY_FILTERS, type InventoryFilters } from '../../domain/inventory-filters.js';
import type { ScreenRequest } from './screen.js';

/** The wine open in the detail view; `bottleId` set means its bottle drawer is open. */
export interface WineSelection {
  productId: string;
  /** The format asked for; null lets chooseFormat() pick (docs/product.md §4). */
  formatId: string | null;
  bottleId: string | null;
}

export type BottleFormMode = 'editProfile' | 'profileOnly' | 'addBottle' | 'editBottle';

export interface DashboardState {
  view: DashboardView;
  search: string;
  filters: InventoryFilters;
  filtersOpen: boolean;
  selection: WineSelection | null;
  /** The screen open over the dashboard (web/app/screens.ts), if any. */
  dialog: ScreenRequest | null;
}

const initialState: DashboardState = {
  view: 'profile',
  search: '',
  filters: EMPTY_FILTERS,
  filtersOpen: false,
  selection: null,
  dialog: null,
};

type Listener = () => void;

/** The dashboard's UI state: one small external store, so any component can read or change it. */
function createDashboardStore() {
  let state = initialState;
  const listeners = new Set<Listener>();
  const set = (patch: Partial<DashboardState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setView: (view: DashboardView) => set({ view, selection: null }),
    /** Typing in search clears the selected wine (docs/product.md §4). */
    setSearch: (search: string) => set({ search, selection: null }),
    setFilters: (filters: InventoryFilters) => set({ filters }),
    toggleFilters: () => set({ filtersOpen: !state.filtersOpen }),
    openWine: (productId: string, formatId: string | null = null, bottleId: string | null = null) =>
      set({ selection: { productId, formatId, bottleId } }),
    selectFormat: (formatId: string) =>
      state.selection && set({ selection: { ...state.selection, formatId, bottleId: null } }),
    openBottle: (bottleId: string) =>
      state.selection && set({ selection: { ...state.selection, bottleId } }),
    closeBottle: () =>
      state.selection && set({ selection: { ...state.selection, bottleId: null } }),
    closeWine: () => set({ selection: null }),
    openDialog: (dialog: ScreenRequest) => set({ dialog }),
    closeDialog: () => set({ dialog: null }),
    /** After logout: the next user starts from scratch. */
    reset: () => set(initialState),
  };
}

export const dashboardStore = createDashboardStore();

/** Reads a slice of the dashboard state (return something already in the state, not a new object). */
export function useDashboard<T>(selector: (state: DashboardState) => T): T {
  return useSyncExternalStore(dashboardStore.subscribe, () => selector(dashboardStore.getState()));
}

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  type BottleRow,
  filterRows,
  type LocationFilter,
  selectedIds,
  selectionState,
  toggleMany,
  toggleOne,
} from '../../lib/bottle-rows.js';

/** A location filter's state, when the manager holds it (it chooses what is read). */
export type LocationChoice = [LocationFilter, (location: LocationFilter) => void];

/** The filter and the checked bottles of a bottle manager. */
export function useBottleSelection(rows: readonly BottleRow[], choice?: LocationChoice) {
  const [query, setQuery] = useState('');
  const own = useState<LocationFilter>({ kind: 'all' });
  const [location, setLocation] = choice ?? own;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Typing stays responsive over thousands of bottles: the list catches up a frame later.
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterRows(rows, deferredQuery, location),
    [rows, deferredQuery, location],
  );
  const filteredIds = useMemo(() => filtered.map((row) => row.id), [filtered]);
  const ids = useMemo(() => selectedIds(selected, rows), [selected, rows]);

  const toggle = useCallback((id: string) => setSelected((current) => toggleOne(current, id)), []);
  const toggleSome = useCallback(
    (some: readonly string[]) => setSelected((current) => toggleMany(current, some)),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);

  return {
    query,
    setQuery,
    location,
    setLocation,
    filtered,
    selected,
    /** The checked bottles that still exist, in list order: what an action applies to. */
    ids,
    /** Select all: the state of the check box over the filtered bottles. */
    allState: selectionState(selected, filteredIds),
    toggle,
    toggleMany: toggleSome,
    toggleAll: () => toggleSome(filteredIds),
    clear,
  };
}

export type BottleSelection = ReturnType<typeof useBottleSelection>;

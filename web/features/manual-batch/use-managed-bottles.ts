import { useMemo } from 'react';
import type { Bottle } from '../../../domain/inventory.js';
import { bottleRows, sortedLocations } from '../../lib/bottle-rows.js';
import { useLiveState } from '../../lib/live-store.js';
import { useBatchActions } from './use-batch-actions.js';
import { type LocationChoice, useBottleSelection } from './use-bottle-selection.js';

/**
 * What the three bottle managers (Manual Batch Edit, Manual Entries, Unassigned) share: their
 * bottles as rows, kept live, the locations to move them to, the selection, and the batch
 * actions (which clear the selection when they succeed). `bottles` null: still being read.
 * `choice`: the location filter's state, when the manager reads by location.
 */
export function useManagedBottles(
  bottles: readonly Bottle[] | null | undefined,
  choice?: LocationChoice,
) {
  const products = useLiveState((s) => s.data?.products);
  const formats = useLiveState((s) => s.data?.formats);
  const locationMap = useLiveState((s) => s.data?.locations);

  const rows = useMemo(
    () =>
      products && formats && bottles && locationMap
        ? bottleRows({ products, formats, bottles, locations: locationMap })
        : [],
    [products, formats, bottles, locationMap],
  );
  const locations = useMemo(() => sortedLocations(locationMap), [locationMap]);
  const selection = useBottleSelection(rows, choice);
  const actions = useBatchActions(selection.clear);
  const reading = bottles === null;
  return { products, formats, rows, reading, locations, selection, actions };
}

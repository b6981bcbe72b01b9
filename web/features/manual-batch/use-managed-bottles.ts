import { useMemo } from 'react';
import type { Bottle } from '../../../domain/inventory.js';
import type { Location } from '../../../domain/restaurant.js';
import { bottleRows, sortedLocations } from '../../lib/bottle-rows.js';
import { useLiveState } from '../../lib/live-store.js';
import { useBatchActions } from './use-batch-actions.js';
import { useBottleSelection } from './use-bottle-selection.js';

/** Which bottles a manager lists; declare it outside the component so it stays the same. */
export type BottleFilter = (bottle: Bottle, locations: ReadonlyMap<string, Location>) => boolean;

const everyBottle: BottleFilter = () => true;

/**
 * What the three bottle managers (Manual Batch Edit, Manual Entries, Unassigned) share: their
 * bottles as rows, kept live, the locations to move them to, the selection, and the batch
 * actions (which clear the selection when they succeed).
 */
export function useManagedBottles(keep: BottleFilter = everyBottle) {
  const products = useLiveState((s) => s.data?.products);
  const formats = useLiveState((s) => s.data?.formats);
  const bottles = useLiveState((s) => s.data?.bottles);
  const locationMap = useLiveState((s) => s.data?.locations);

  const rows = useMemo(
    () =>
      products && formats && bottles && locationMap
        ? bottleRows({ products, formats, bottles, locations: locationMap }, (bottle) =>
            keep(bottle, locationMap),
          )
        : [],
    [products, formats, bottles, locationMap, keep],
  );
  const locations = useMemo(() => sortedLocations(locationMap), [locationMap]);
  const selection = useBottleSelection(rows);
  const actions = useBatchActions(selection.clear);
  return { products, formats, rows, locations, selection, actions };
}

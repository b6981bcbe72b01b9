import { useMemo } from 'react';
import { useLiveState } from '../../lib/live-store.js';
import { buildInventoryIndex, type InventoryIndex } from './inventory-index.js';

/** The dashboard's derived data for the current live data; null until the snapshot arrives. */
export function useInventoryIndex(): InventoryIndex | null {
  const data = useLiveState((live) => live.data);
  return useMemo(() => (data ? buildInventoryIndex(data) : null), [data]);
}

import type { Snapshot } from '../../domain/snapshot.js';

/**
 * The inventory as the backup holds it, by the ids it keeps: what must come back identical after
 * a restore into an empty restaurant (decisions 0019 and 0020). Everything of every profile,
 * format and bottle, and every location and bin, held or empty; a location is named, not by id
 * (a restore gives it a new one).
 */
export function inventoryOf(snapshot: Snapshot) {
  const locations = new Map(
    snapshot.restaurant.locations.map((location) => [location.id, location]),
  );
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.id.localeCompare(b.id));
  return {
    locations: snapshot.restaurant.locations
      .map((location) => ({ name: location.name, bins: location.bins }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    products: byId(snapshot.products),
    formats: byId(snapshot.formats),
    bottles: byId(snapshot.bottles).map(({ locationId, ...bottle }) => ({
      ...bottle,
      location: locationId === null ? null : locations.get(locationId)?.name,
    })),
  };
}

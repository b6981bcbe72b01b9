import { vintageText } from '../../domain/format-rules.js';
import type { Snapshot } from '../../domain/snapshot.js';

/**
 * The inventory as the backup holds it, by the ids it keeps: what must come back identical.
 * Fields the backup has no column for (category, style, classification, ABV, bottle notes...)
 * are not in it, and a blank vintage is written NV; a profile, format, location or bin without a
 * bottle has no row in it (decision 0019).
 */
export function inventoryOf(snapshot: Snapshot) {
  const locations = new Map(
    snapshot.restaurant.locations.map((location) => [location.id, location]),
  );
  const heldFormats = new Set(snapshot.bottles.map((bottle) => bottle.formatId));
  const heldProducts = new Set(
    snapshot.formats
      .filter((format) => heldFormats.has(format.id))
      .map((format) => format.productId),
  );
  const heldBins = new Set(
    snapshot.bottles.map((bottle) => `${bottle.locationId}\u001f${bottle.bin}`),
  );
  return {
    locations: snapshot.restaurant.locations
      .filter((location) => snapshot.bottles.some((bottle) => bottle.locationId === location.id))
      .map((location) => ({
        name: location.name,
        bins: location.bins.filter((bin) => heldBins.has(`${location.id}\u001f${bin}`)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    products: snapshot.products
      .filter((product) => heldProducts.has(product.id))
      .map((product) => ({
        id: product.id,
        name: product.name,
        producer: product.producer,
        country: product.country,
        region: product.region,
        subregion: product.subregion,
        appellation: product.appellation,
        color: product.color,
        supplier: product.supplier,
        varieties: product.varieties,
        barcode: product.barcode,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    formats: snapshot.formats
      .filter((format) => heldFormats.has(format.id))
      .map((format) => ({
        id: format.id,
        productId: format.productId,
        vintage: vintageText(format.vintage),
        bottleSize: format.bottleSize,
        cost: format.cost,
        price: format.price,
        tastingNotes: format.tastingNotes,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    bottles: snapshot.bottles
      .map((bottle) => ({
        id: bottle.id,
        formatId: bottle.formatId,
        location: bottle.locationId === null ? null : locations.get(bottle.locationId)?.name,
        bin: bottle.bin,
        addedDate: bottle.addedDate,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

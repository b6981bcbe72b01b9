import type { Product } from '../../../domain/inventory.js';
import type { AddBottlesRequest, FormatInput } from '../../../domain/inventory-commands.js';
import { normalizeText } from '../../../domain/text.js';

/** Profiles whose name or producer contains the query, ignoring case and accents, by name. */
export function searchProfiles(products: Iterable<Product>, query: string, limit = 50): Product[] {
  const needle = normalizeText(query);
  const matches: Product[] = [];
  for (const product of products) {
    if (
      needle === '' ||
      normalizeText(product.name).includes(needle) ||
      normalizeText(product.producer).includes(needle)
    ) {
      matches.push(product);
    }
  }
  return matches.sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}

/** A choice in the add-bottle dialog: an existing format, or a new vintage and size. */
export type FormatChoice =
  | { kind: 'existing'; formatId: string }
  | { kind: 'new'; vintage: string; bottleSize: number };

export interface AddBottleChoice {
  productId: string | null;
  format: FormatChoice | null;
  quantity: number;
  locationId: string | null;
  bin: string;
}

export type AddPlan =
  | { kind: 'nothing' }
  | { kind: 'noProfile' }
  | { kind: 'bottles'; body: AddBottlesRequest }
  | { kind: 'format'; productId: string; format: FormatInput; bottles: AddBottlesRequest };

/**
 * What the Add button sends (docs/product.md §5): nothing with a quantity ≤ 0; without a wine or a
 * format the "could not determine the product profile" error.
 */
export function planAdd(choice: AddBottleChoice): AddPlan {
  if (!Number.isInteger(choice.quantity) || choice.quantity <= 0) return { kind: 'nothing' };
  if (choice.format === null) return { kind: 'nothing' };
  const placement = {
    count: choice.quantity,
    ids: [],
    locationId: choice.locationId,
    bin: choice.locationId ? choice.bin.trim() : '',
  };
  if (choice.format.kind === 'existing') {
    return { kind: 'bottles', body: { formatId: choice.format.formatId, ...placement } };
  }
  if (choice.productId === null) return { kind: 'noProfile' };
  return {
    kind: 'format',
    productId: choice.productId,
    format: { vintage: choice.format.vintage.trim(), bottleSize: choice.format.bottleSize },
    bottles: { formatId: '', ...placement },
  };
}

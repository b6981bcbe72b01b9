import type { Format, Product } from '../../../domain/inventory.js';
import type { AddBottlesRequest, FormatInput } from '../../../domain/inventory-commands.js';
import { matchesSearch, parseSearch, searchDocument } from '../../../domain/search-query.js';
import { normalizeText } from '../../../domain/text.js';

const NO_FORMATS: readonly Format[] = [];

/**
 * Profiles the query finds, by name, with the main search's rules (domain/search-query.ts): each
 * word in the name, the producer or a format's vintage or size, so `chablis 2019` tells two
 * Chablis apart; `key:value` tokens too. Case and accents are ignored.
 */
export function searchProfiles(
  products: Iterable<Product>,
  query: string,
  limit = 50,
  formatsOf: (productId: string) => readonly Format[] = () => NO_FORMATS,
): Product[] {
  const search = parseSearch(query);
  const everything = search.terms.length === 0 && search.fields.length === 0;
  const matches: Product[] = [];
  for (const product of products) {
    if (everything || matchesSearch(profileDocument(product, formatsOf(product.id)), search)) {
      matches.push(product);
    }
  }
  return matches.sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}

function profileDocument(product: Product, formats: readonly Format[]) {
  return searchDocument({
    name: normalizeText(product.name),
    producer: normalizeText(product.producer),
    vintage: formats.map((format) => normalizeText(format.vintage)).join(' '),
    size: formats.map((format) => String(format.bottleSize)).join(' '),
  });
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

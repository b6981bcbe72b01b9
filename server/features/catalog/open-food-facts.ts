import { z } from 'zod';
import { printedBarcode } from '../../../domain/barcode.js';
import type { CatalogEntry } from './catalog-repo.js';

/** Open Food Facts' product API (v2), the fields we read. */
const responseSchema = z.object({
  status: z.number(),
  product: z
    .object({
      product_name: z.string().optional(),
      product_name_en: z.string().optional(),
      product_name_fr: z.string().optional(),
      brands: z.string().optional(),
      countries: z.string().optional(),
      origins: z.string().optional(),
      categories_tags: z.array(z.string()).optional(),
    })
    .optional(),
});

export interface CatalogProvider {
  /** `barcode` in its canonical spelling, which the entry carries too. */
  lookup(barcode: string): Promise<CatalogEntry | null>;
}

const CATEGORY_BY_TAG: Array<[RegExp, string]> = [
  [/^en:(whiskies|whiskys|scotch-whiskies|bourbons)/, 'cat_whisky'],
  [/^en:(beers|lagers|ales|stouts)/, 'cat_beer'],
  [/^en:(cognacs|brandies|armagnacs|calvados)/, 'cat_brandy_cognac'],
  [/^en:(aperitifs|vermouths|bitters|pastis)/, 'cat_aperitif'],
  [/^en:(wines|red-wines|white-wines|rose-wines|sparkling-wines|champagnes)/, 'cat_wine'],
];

export function categoryFromTags(tags: readonly string[]): string {
  for (const [pattern, category] of CATEGORY_BY_TAG) {
    if (tags.some((tag) => pattern.test(tag))) return category;
  }
  return '';
}

/** Reads one product from Open Food Facts, giving up after `timeoutMs` (a scan must not hang). */
export function openFoodFacts(baseUrl: string, timeoutMs: number): CatalogProvider {
  return {
    async lookup(barcode) {
      // Asked by the spelling on the label, which is how it files EAN-8s; answered in ours.
      const code = encodeURIComponent(printedBarcode(barcode));
      const url = `${baseUrl.replace(/\/$/, '')}/api/v2/product/${code}.json`;
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'User-Agent': 'Cellar inventory (self-hosted) - barcode lookup',
          Accept: 'application/json',
        },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Open Food Facts answered ${response.status}`);
      const parsed = responseSchema.safeParse(await response.json());
      if (!parsed.success || parsed.data.status !== 1 || !parsed.data.product) return null;
      const product = parsed.data.product;
      const name = (
        product.product_name ||
        product.product_name_en ||
        product.product_name_fr ||
        ''
      ).trim();
      if (!name) return null;
      return {
        barcode,
        name,
        producer: (product.brands ?? '').split(',')[0]?.trim() ?? '',
        country: (product.origins || product.countries || '').split(',')[0]?.trim() ?? '',
        region: '',
        appellation: '',
        mainCategory: categoryFromTags(product.categories_tags ?? []),
        varieties: [],
      };
    },
  };
}

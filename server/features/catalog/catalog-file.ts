import Papa from 'papaparse';
import { BARCODE_PATTERN, canonicalBarcode } from '../../../domain/barcode.js';
import type { BlendPart } from '../../../domain/inventory.js';
import type { CatalogEntry } from './catalog-repo.js';
import { categoryFromTags } from './open-food-facts.js';

/**
 * Reads a catalog file: CSV with a header row (barcode, name, producer, country, region,
 * appellation, category, varieties as "Merlot | Cabernet Franc"), or an Open Food Facts JSONL
 * export (one product a line: code, product_name, brands, countries, categories_tags).
 * Barcodes are kept in their canonical spelling (domain/barcode.ts); lines without a barcode
 * spelling or a name are skipped and counted.
 */
export function parseCatalogFile(
  text: string,
  kind: 'csv' | 'jsonl',
): { entries: CatalogEntry[]; skipped: number } {
  const entries: CatalogEntry[] = [];
  let skipped = 0;
  const keep = (entry: CatalogEntry) => {
    if (BARCODE_PATTERN.test(entry.barcode) && entry.name)
      entries.push({ ...entry, barcode: canonicalBarcode(entry.barcode) });
    else skipped += 1;
  };
  if (kind === 'csv') {
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
      transformHeader: (header) => header.trim().toLowerCase(),
    });
    for (const row of parsed.data) {
      keep({
        barcode: (row.barcode ?? '').trim(),
        name: (row.name ?? '').trim(),
        producer: (row.producer ?? '').trim(),
        country: (row.country ?? '').trim(),
        region: (row.region ?? '').trim(),
        appellation: (row.appellation ?? '').trim(),
        mainCategory: (row.category ?? '').trim(),
        varieties: splitVarieties(row.varieties ?? ''),
      });
    }
    return { entries, skipped };
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let product: Record<string, unknown>;
    try {
      product = JSON.parse(line) as Record<string, unknown>;
    } catch {
      skipped += 1;
      continue;
    }
    const text = (key: string) =>
      typeof product[key] === 'string' ? (product[key] as string).trim() : '';
    const tags = Array.isArray(product.categories_tags)
      ? product.categories_tags.filter((tag): tag is string => typeof tag === 'string')
      : [];
    keep({
      barcode: text('code'),
      name: text('product_name') || text('product_name_en') || text('product_name_fr'),
      producer: text('brands').split(',')[0]?.trim() ?? '',
      country: (text('origins') || text('countries')).split(',')[0]?.trim() ?? '',
      region: '',
      appellation: '',
      mainCategory: categoryFromTags(tags),
      varieties: [],
    });
  }
  return { entries, skipped };
}

function splitVarieties(value: string): BlendPart[] {
  return value
    .split('|')
    .map((name) => name.replace(/\(.*\)/, '').trim())
    .filter(Boolean)
    .map((name) => ({ name, pct: null }));
}

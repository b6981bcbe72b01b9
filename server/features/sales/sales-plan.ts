import { salesShapeKey } from '../../../domain/sales.js';
import { SALES_LISTED, type SalesPreview } from '../../../domain/sales-api.js';
import { type ReadSales, readSalesRows, type SalesLine } from './sales-rows.js';
import {
  isMapped,
  type RecognisedSales,
  recogniseSales,
  type SalesMapping,
} from './sales-shapes.js';

/**
 * What a sales file says, from its table: which POS (or the hand mapping asked for, or the one
 * kept for its shape), its lines, and the preview's figures. Pure: the worker runs it.
 */

export interface SalesAsk {
  /** The mapping the person chose, for a file no POS is recognised in. */
  mapping?: SalesMapping;
  /** The hand mappings kept by the restaurant, by shape key (domain/sales.ts salesShapeKey). */
  remembered: Record<string, SalesMapping>;
}

/** The preview without what the database adds (an earlier file, days already imported). */
export type SalesSummary = Omit<SalesPreview, 'alreadyImported' | 'importedDays'> & {
  shapeKey: string;
};

export interface SalesPlan {
  summary: SalesSummary;
  lines: SalesLine[];
}

function shapeOf(
  headers: readonly string[],
  ask: SalesAsk,
): {
  recognised: RecognisedSales;
  remembered: boolean;
} {
  const recognised = recogniseSales(headers);
  if (recognised.source !== 'mapped') return { recognised, remembered: false };
  if (ask.mapping)
    return { recognised: { ...recognised, mapping: ask.mapping }, remembered: false };
  const kept = ask.remembered[salesShapeKey(headers)];
  if (kept) return { recognised: { ...recognised, mapping: kept }, remembered: true };
  return { recognised, remembered: false };
}

export function planSales(rows: readonly string[][], sheets: string[], ask: SalesAsk): SalesPlan {
  const headers = rows[0] ?? [];
  const { recognised, remembered } = shapeOf(headers, ask);
  const mapped = isMapped(recognised);
  const read: ReadSales = mapped
    ? readSalesRows(rows, recognised)
    : { lines: [], errors: [], skipped: 0 };
  const days = new Set<string>();
  const byItem = new Map<string, { item: string; quantity: number }>();
  let quantity = 0;
  for (const line of read.lines) {
    days.add(line.day);
    quantity += line.quantity;
    const seen = byItem.get(line.itemKey);
    if (seen) seen.quantity += line.quantity;
    else byItem.set(line.itemKey, { item: line.item, quantity: line.quantity });
  }
  const items = [...byItem.values()].sort(
    (a, b) => b.quantity - a.quantity || a.item.localeCompare(b.item),
  );
  return {
    lines: read.lines,
    summary: {
      sheets,
      source: recognised.source,
      remembered,
      headers,
      mapping: recognised.mapping,
      mapped,
      shapeKey: salesShapeKey(headers),
      days: [...days].sort(),
      lines: read.lines.length,
      skipped: read.skipped,
      quantity: Math.round(quantity * 1000) / 1000,
      itemCount: items.length,
      items: items.slice(0, SALES_LISTED),
      errors: read.errors.slice(0, SALES_LISTED),
      errorCount: read.errors.length,
    },
  };
}

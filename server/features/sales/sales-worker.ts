import { planSales, type SalesAsk, type SalesSummary } from './sales-plan.js';

/**
 * What the worker reading a sales file sends back (sales-off-thread.ts): for an import, its lines
 * in parts of columns (cheap to copy between threads), then its summary; for a preview, the
 * summary alone. Loaded in the worker by the imports feature's table job, with the file's table.
 */

export interface SalesInput {
  ask: SalesAsk;
  lines: boolean;
}

/** A part of the lines, column by column. */
export interface LinesPart {
  part: {
    day: string[];
    itemKey: string[];
    item: string[];
    quantity: number[];
    amountCents: Array<number | null>;
    location: string[];
  };
}

const PART_LINES = 5_000;

export function answers(
  table: { rows: string[][]; sheets: string[] },
  input: SalesInput,
): Array<LinesPart | { summary: SalesSummary }> {
  const plan = planSales(table.rows, table.sheets, input.ask);
  const messages: Array<LinesPart | { summary: SalesSummary }> = [];
  if (input.lines) {
    for (let start = 0; start < plan.lines.length; start += PART_LINES) {
      const slice = plan.lines.slice(start, start + PART_LINES);
      messages.push({
        part: {
          day: slice.map((line) => line.day),
          itemKey: slice.map((line) => line.itemKey),
          item: slice.map((line) => line.item),
          quantity: slice.map((line) => line.quantity),
          amountCents: slice.map((line) => line.amountCents),
          location: slice.map((line) => line.location),
        },
      });
    }
  }
  messages.push({ summary: plan.summary });
  return messages;
}

import type * as sales from '../../../domain/operations/sales.js';
import { csvHeaders, freshSalesFile } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';

/**
 * The examples of sales and POS items: a small hand-shaped sales file, new each time (its bytes
 * and its item), replacing its day if another example's file has it; the world's wine matched.
 */
function salesFile(n: number): string {
  return `Date,Item,Qty,Gross Sales\n2026-11-02,Isolation Chablis ${n},2,$36.00\n`;
}

export const salesExamples: ExamplesOf<keyof typeof sales> = {
  listSales: { slots: [], request: () => ({ input: {} }) },
  previewSales: {
    slots: [],
    request: (_ids, { n }) => ({ input: {}, text: salesFile(n), headers: csvHeaders }),
  },
  importSales: {
    slots: [],
    request: (_ids, { n }) => ({
      input: { query: { replace: '1' } },
      text: salesFile(n),
      headers: csvHeaders,
    }),
  },
  listPosItems: { slots: [], request: () => ({ input: {} }) },
  matchPosItem: {
    slots: ['formatId'],
    request: (ids, { n }) => ({
      input: { body: { item: `Isolation Chablis ${n}`, kind: 'bottle', formatId: ids.formatId } },
    }),
  },
  clearPosItemMatch: {
    slots: [],
    request: (_ids, { n }) => ({ input: { body: { item: `Isolation Chablis ${n}` } } }),
  },
  suggestPosMatches: { slots: [], request: () => ({ input: { query: { q: 'Chablis 2019' } } }) },
  undoSalesDepletion: {
    slots: ['salesFileId'],
    fresh: freshSalesFile,
    request: (ids) => ({ input: { params: { id: ids.salesFileId } } }),
  },
};

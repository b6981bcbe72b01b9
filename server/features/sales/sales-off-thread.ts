import { moduleBeside, runTableJob } from '../imports/index.js';
import type { SalesSummary } from './sales-plan.js';
import type { SalesLine } from './sales-rows.js';
import type { LinesPart, SalesInput } from './sales-worker.js';

/**
 * Reads a sales file in a worker thread, as the cellar import does (decision 0019): a
 * 100,000-line file is parsed and read there while the server answers other restaurants, and its
 * lines come back a part at a time with a turn of the event loop between two.
 */
export async function readSalesOffThread(
  bytes: Uint8Array,
  sheet: number | undefined,
  input: SalesInput,
): Promise<{ summary: SalesSummary; lines: SalesLine[] }> {
  const lines: SalesLine[] = [];
  let summary: SalesSummary | undefined;
  await runTableJob(
    {
      bytes,
      ...(sheet === undefined ? {} : { sheet }),
      module: moduleBeside(import.meta.url, 'sales-worker'),
      input,
    },
    (answer) => {
      const message = answer as LinesPart | { summary: SalesSummary };
      if ('summary' in message) {
        summary = message.summary;
        return true;
      }
      const { part } = message;
      for (let index = 0; index < part.day.length; index++) {
        lines.push({
          day: part.day[index] ?? '',
          itemKey: part.itemKey[index] ?? '',
          item: part.item[index] ?? '',
          quantity: part.quantity[index] ?? 0,
          amountCents: part.amountCents[index] ?? null,
          location: part.location[index] ?? '',
        });
      }
      return false;
    },
  );
  if (!summary) throw new Error('The sales worker answered no summary');
  return { summary, lines };
}

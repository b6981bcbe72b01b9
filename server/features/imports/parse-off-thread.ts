import type { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error.js';
import { startWorkerFile } from '../../worker-file.js';
import type { ImportPlan, PlanPreview, PlanRequest } from './import-plan.js';
import type { ParseAnswer, ParseRequest, PlanPart } from './parse-worker.js';
import type { PlanBasis } from './plan-basis.js';
import type { Table } from './read-table.js';

/**
 * Reads a cellar file in a worker thread (decision 0019), and plans it there (decision 0031), so
 * the server's event loop answers other requests while a 20,000-row file is parsed and planned.
 * One worker per file, ended when it answers: nothing is shared between two imports, and a file
 * that takes too long is stopped.
 */

/** Far beyond what a 50 MB file takes (seconds); a worker past it is stopped and the file refused. */
const PARSE_TIMEOUT_MS = 120_000;

/** A 50 MB file's table takes a few hundred MB at most (the rows and columns are limited). */
const WORKER_HEAP_MB = 1024;

/**
 * A worker of the file `name` beside the module at `from`, its heap limited: a file that would
 * take more ends its worker, not the server. The sales import reads its files the same way.
 */
export function startImportWorker(from: string, name: string): Worker {
  return startWorkerFile(from, name, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

function runWorker(
  request: ParseRequest,
  onPart: (part: PlanPart) => void = () => {},
): Promise<ParseAnswer> {
  return new Promise<ParseAnswer>((resolve, reject) => {
    const worker = startImportWorker(import.meta.url, 'parse-worker');
    const timer = setTimeout(() => settle({ reason: 'import-unreadable' }), PARSE_TIMEOUT_MS);
    let settled = false;
    function settle(answer: ParseAnswer) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('reason' in answer) reject(new AppError(answer.reason, answer.details));
      else resolve(answer);
    }
    worker.on('message', (message: ParseAnswer | PlanPart) => {
      if (!('part' in message)) return settle(message);
      onPart(message);
      // The next part after a turn of the event loop: other requests are answered between two.
      setImmediate(() => worker.postMessage('next'));
    });
    worker.once('error', () => settle({ reason: 'import-unreadable' }));
    worker.once('exit', () => settle({ reason: 'import-unreadable' }));
    worker.postMessage(request);
  });
}

export async function parseOffThread(bytes: Uint8Array, sheet?: number): Promise<Table> {
  const answer = await runWorker(sheet === undefined ? { bytes } : { bytes, sheet });
  if (!('table' in answer)) throw new Error('The parse worker answered no table');
  return answer.table;
}

type PlanAsked = { basis: PlanBasis; request: PlanRequest };

/** Reads and plans a file in the worker, for an import: its whole plan. */
export async function planOffThread(
  bytes: Uint8Array,
  sheet: number | undefined,
  asked: PlanAsked,
): Promise<ImportPlan> {
  const plan = { ...asked, answer: 'plan' as const };
  const parts: PlanPart[] = [];
  const answer = await runWorker(
    sheet === undefined ? { bytes, plan } : { bytes, sheet, plan },
    (part) => parts.push(part),
  );
  if (!('plan' in answer)) throw new Error('The parse worker answered no plan');
  const whole = answer.plan;
  for (const { part } of parts) {
    for (const product of part.newProducts ?? []) whole.newProducts.push(product);
    for (const format of part.newFormats ?? []) whole.newFormats.push(format);
    for (const bottle of part.bottles ?? []) whole.bottles.push(bottle);
  }
  return whole;
}

/** Reads and plans a file in the worker, for a preview: only what the preview shows of it. */
export async function previewOffThread(
  bytes: Uint8Array,
  sheet: number | undefined,
  asked: PlanAsked,
): Promise<{ sheets: string[]; preview: PlanPreview; fileBottleIds: string[] }> {
  const plan = { ...asked, answer: 'preview' as const };
  const answer = await runWorker(sheet === undefined ? { bytes, plan } : { bytes, sheet, plan });
  if (!('preview' in answer)) throw new Error('The parse worker answered no preview');
  return answer;
}

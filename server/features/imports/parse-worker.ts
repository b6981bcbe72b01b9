import { parentPort } from 'node:worker_threads';
import type { Reason } from '../../../domain/reasons.js';
import { AppError } from '../../http/app-error.js';
import {
  type ImportPlan,
  type PlanPreview,
  type PlanRequest,
  planRows,
  previewOf,
} from './import-plan.js';
import type { PlanBasis } from './plan-basis.js';
import { readTable, type Table } from './read-table.js';

/**
 * The worker that reads one cellar file (parse-off-thread.ts): the file in, its table or the
 * reason it cannot be read out. Asked to plan it too, it plans it against the restaurant as the
 * server read it, and answers the plan (for an import) or only what the preview shows of it:
 * neither the planning nor a 100,000-row table crosses back to the server's event loop.
 * Any other failure is a file that cannot be read.
 */
export type ParseRequest = {
  bytes: Uint8Array;
  sheet?: number;
  plan?: { basis: PlanBasis; request: PlanRequest; answer: 'plan' | 'preview' };
};
/** A refusal's details (the row of an unclosed quote) go with its reason. */
export type ParseAnswer =
  | { table: Table }
  | { sheets: string[]; plan: ImportPlan }
  | { sheets: string[]; preview: PlanPreview; fileBottleIds: string[] }
  | { reason: Reason; details?: unknown };

async function answerOf(request: ParseRequest): Promise<ParseAnswer> {
  const table = await readTable(request.bytes, request.sheet);
  if (!request.plan) return { table };
  const plan = planRows(table.rows, request.plan.basis, request.plan.request);
  if (request.plan.answer === 'plan') return { sheets: table.sheets, plan };
  return { sheets: table.sheets, preview: previewOf(plan), fileBottleIds: plan.fileBottleIds };
}

parentPort?.once('message', async (request: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = await answerOf(request);
  } catch (error) {
    answer =
      error instanceof AppError
        ? { reason: error.reason, details: error.details }
        : { reason: 'import-unreadable' };
  }
  parentPort?.postMessage(answer);
});

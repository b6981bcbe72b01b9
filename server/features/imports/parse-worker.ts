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
/** The plan's long lists, sent a part at a time before the plan itself. */
type PlanLists = Pick<ImportPlan, 'newProducts' | 'newFormats' | 'bottles'>;
export type PlanPart = { part: Partial<PlanLists> };
/**
 * Items of a list a message. The server asks for each next message after a turn of its event
 * loop: reading one message of a 20,000-wine plan took it about 200 ms, and messages already
 * queued are all read in one go.
 */
const PART_ITEMS = 2_000;

/** The plan's lists in parts, then the plan without them. */
function inParts(sheets: string[], plan: ImportPlan): Array<PlanPart | ParseAnswer> {
  const messages: Array<PlanPart | ParseAnswer> = [];
  for (const name of ['newProducts', 'newFormats', 'bottles'] as const) {
    for (let start = 0; start < plan[name].length; start += PART_ITEMS) {
      messages.push({ part: { [name]: plan[name].slice(start, start + PART_ITEMS) } });
    }
  }
  messages.push({ sheets, plan: { ...plan, newProducts: [], newFormats: [], bottles: [] } });
  return messages;
}

/**
 * A refusal's details (the row of an unclosed quote) go with its reason. A plan comes last, after
 * the parts of its lists.
 */
export type ParseAnswer =
  | { table: Table }
  | { sheets: string[]; plan: ImportPlan }
  | { sheets: string[]; preview: PlanPreview; fileBottleIds: string[] }
  | { reason: Reason; details?: unknown };

async function answersOf(request: ParseRequest): Promise<Array<PlanPart | ParseAnswer>> {
  const table = await readTable(request.bytes, request.sheet);
  if (!request.plan) return [{ table }];
  const plan = planRows(table.rows, request.plan.basis, request.plan.request);
  if (request.plan.answer === 'plan') return inParts(table.sheets, plan);
  return [{ sheets: table.sheets, preview: previewOf(plan), fileBottleIds: plan.fileBottleIds }];
}

/** The messages not yet asked for. */
let waiting: Array<PlanPart | ParseAnswer> = [];

parentPort?.on('message', async (message: ParseRequest | 'next') => {
  if (message !== 'next') {
    try {
      waiting = await answersOf(message);
    } catch (error) {
      waiting = [
        error instanceof AppError
          ? { reason: error.reason, details: error.details }
          : { reason: 'import-unreadable' },
      ];
    }
  }
  const next = waiting.shift();
  if (next) parentPort?.postMessage(next);
});

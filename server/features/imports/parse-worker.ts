import { parentPort } from 'node:worker_threads';
import type { Reason } from '../../../domain/reasons.js';
import { AppError } from '../../http/app-error.js';
import { readTable, type Table } from './read-table.js';

/**
 * The worker that reads one cellar file (parse-off-thread.ts): the file in, its table or the
 * reason it cannot be read out. Any other failure is a file that cannot be read.
 */
export type ParseRequest = { bytes: Uint8Array; sheet?: number };
/** A refusal's details (the row of an unclosed quote) go with its reason. */
export type ParseAnswer = { table: Table } | { reason: Reason; details?: unknown };

parentPort?.once('message', async (request: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { table: await readTable(request.bytes, request.sheet) };
  } catch (error) {
    answer =
      error instanceof AppError
        ? { reason: error.reason, details: error.details }
        : { reason: 'import-unreadable' };
  }
  parentPort?.postMessage(answer);
});

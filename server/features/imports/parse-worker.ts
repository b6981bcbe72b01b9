import { parentPort } from 'node:worker_threads';
import type { Reason } from '../../../domain/reasons.js';
import { AppError } from '../../http/app-error.js';
import { readTable, type Table } from './read-table.js';

/**
 * The worker that reads one cellar file (parse-off-thread.ts): the file in, its table or the
 * reason it cannot be read out. Any other failure is a file that cannot be read.
 */
export type ParseRequest = { bytes: Uint8Array; sheet?: number };
export type ParseAnswer = { table: Table } | { reason: Reason };

parentPort?.once('message', async (request: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { table: await readTable(request.bytes, request.sheet) };
  } catch (error) {
    answer = { reason: error instanceof AppError ? error.reason : 'import-unreadable' };
  }
  parentPort?.postMessage(answer);
});

import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/app-error.js';
import { readTable, type Table } from './read-table.js';

/**
 * A worker that reads one file's table for another feature (table-job.ts), then hands it to
 * that feature's module, loaded here by its address, whose `answers` says what to send back:
 * the table itself never crosses to the server's event loop. Each answer goes when the server
 * asks for the next. A refusal's reason and details go as one answer.
 */
export interface TableJobRequest {
  bytes: Uint8Array;
  sheet?: number;
  /** The address of a module exporting `answers(table, input): unknown[]`. */
  module: string;
  input: unknown;
}

type Answers = (table: Table, input: unknown) => unknown[];

let waiting: unknown[] = [];

parentPort?.on('message', async (message: TableJobRequest | 'next') => {
  if (message !== 'next') {
    try {
      const table = await readTable(message.bytes, message.sheet);
      const { answers } = (await import(message.module)) as { answers: Answers };
      waiting = answers(table, message.input);
    } catch (error) {
      waiting = [
        error instanceof AppError
          ? { reason: error.reason, details: error.details }
          : { reason: 'import-unreadable' },
      ];
    }
  }
  const next = waiting.shift();
  if (next !== undefined) parentPort?.postMessage(next);
});

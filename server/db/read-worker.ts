import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { ReadAnswer, ReadRequest } from './read-threads.js';

/**
 * One of the read threads (read-threads.ts): a read-only connection to the SQLite file, which runs
 * the statements it is sent one after the other and answers each with its rows or its error.
 */

const database = new SqliteDatabase(workerData as string, { readonly: true, fileMustExist: true });
// Off the event loop: waiting for a lock here keeps no request waiting.
database.pragma('busy_timeout = 5000');

/** The statements of the few queries the server sends again and again, prepared once. */
const prepared = new Map<string, SqliteDatabase.Statement>();
const PREPARED_KEPT = 200;

function statement(sql: string): SqliteDatabase.Statement {
  let found = prepared.get(sql);
  if (found === undefined) {
    if (prepared.size >= PREPARED_KEPT) prepared.clear();
    found = database.prepare(sql);
    prepared.set(sql, found);
  }
  return found;
}

parentPort?.on('message', (request: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const found = statement(request.sql);
    if (!found.reader) throw new Error('a read thread runs reads only');
    answer = { id: request.id, rows: found.all(request.parameters) as unknown[] };
  } catch (error) {
    const { message, code } = error as { message?: string; code?: unknown };
    answer = {
      id: request.id,
      error: { message: message ?? String(error), code: typeof code === 'string' ? code : null },
    };
  }
  parentPort?.postMessage(answer);
});

import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error.js';
import type { ParseAnswer, ParseRequest } from './parse-worker.js';
import type { Table } from './read-table.js';

/**
 * Reads a cellar file in a worker thread (decision 0019), so the server's event loop answers
 * other requests while a 20,000-row file is parsed. One worker per file, ended when it answers:
 * nothing is shared between two imports, and a file that takes too long is stopped.
 */

/** Far beyond what a 50 MB file takes (seconds); a worker past it is stopped and the file refused. */
const PARSE_TIMEOUT_MS = 120_000;

/** A 50 MB file's table takes a few hundred MB at most (the rows and columns are limited). */
const WORKER_HEAP_MB = 1024;

/**
 * The built server (dist/, JavaScript) starts the compiled worker; under tsx or vitest (this
 * file is TypeScript) the worker registers tsx first, as Node 20 cannot load TypeScript itself.
 */
function startWorker(): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './parse-worker.ts' : './parse-worker.js', import.meta.url);
  // A file that would take more memory than this ends its worker, not the server.
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (!typescript) return new Worker(entry, { resourceLimits });
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}

export function parseOffThread(bytes: Uint8Array, sheet?: number): Promise<Table> {
  return new Promise<Table>((resolve, reject) => {
    const worker = startWorker();
    const timer = setTimeout(() => settle({ reason: 'import-unreadable' }), PARSE_TIMEOUT_MS);
    let settled = false;
    function settle(answer: ParseAnswer) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('table' in answer) resolve(answer.table);
      else reject(new AppError(answer.reason, answer.details));
    }
    worker.once('message', settle);
    worker.once('error', () => settle({ reason: 'import-unreadable' }));
    worker.once('exit', () => settle({ reason: 'import-unreadable' }));
    const request: ParseRequest = sheet === undefined ? { bytes } : { bytes, sheet };
    worker.postMessage(request);
  });
}

import type { Reason } from '../../../domain/reasons.js';
import { AppError } from '../../http/app-error.js';
import { startImportWorker } from './parse-off-thread.js';
import type { TableJobRequest } from './table-worker.js';

/**
 * Reads a file in a worker and lets another feature's module read its table there (the sales
 * import: decision 0054), as the cellar import reads and plans its files (decision 0031). The
 * worker loads only the table reader and that module. Its answers come one at a time, the next
 * asked for after a turn of the event loop; `onAnswer` returns true for the last one.
 */

const JOB_TIMEOUT_MS = 120_000;

/** The address of a module beside `from` (an `import.meta.url`), compiled or not. */
export function moduleBeside(from: string, name: string): string {
  return new URL(from.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, from).href;
}

export function runTableJob(
  request: TableJobRequest,
  onAnswer: (answer: unknown) => boolean,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = startImportWorker(import.meta.url, 'table-worker');
    const timer = setTimeout(() => settle(new AppError('import-unreadable')), JOB_TIMEOUT_MS);
    let settled = false;
    function settle(error?: AppError) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    }
    worker.on('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'reason' in message) {
        const { reason, details } = message as { reason: Reason; details?: unknown };
        return settle(new AppError(reason, details));
      }
      if (onAnswer(message)) return settle();
      setImmediate(() => worker.postMessage('next'));
    });
    worker.once('error', () => settle(new AppError('import-unreadable')));
    worker.once('exit', () => settle(new AppError('import-unreadable')));
    worker.postMessage(request);
  });
}

import { BACKUP_COUNT_HEADER } from '../../../domain/csv-backup-file.js';
import { addressOf } from '../../../domain/operation.js';
import { exportBottles } from '../../../domain/operations/exports.js';

/** The export was stopped (its dialog closed) before it finished. */
export class ExportCancelled extends Error {}

/**
 * The CSV backup the server builds (exportBottles: the tab does not hold every bottle), and how
 * many bottles it holds; progress from 0 to 1 as its rows arrive.
 */
export async function fetchCsvBackup(
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; bottles: number }> {
  let response: Response;
  try {
    // A stream read as it arrives, for the progress: fetch itself rather than `call`.
    response = await fetch(addressOf(exportBottles, {}), { signal });
  } catch (error) {
    throw signal.aborted ? new ExportCancelled() : error;
  }
  if (!response.ok || !response.body) throw new Error(`The backup failed: ${response.status}`);
  const bottles = Number(response.headers.get(BACKUP_COUNT_HEADER) ?? 0);
  // A fetch body's chunks are ArrayBuffer-backed, never shared memory.
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  let rows = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parts.push(read.value as Uint8Array<ArrayBuffer>);
      // Each row ends with a line feed (10); a cell's own line breaks make this an estimate.
      for (const byte of read.value) if (byte === 10) rows += 1;
      onProgress(bottles === 0 ? 1 : Math.min(1, rows / (bottles + 1)));
    }
  } catch (error) {
    throw signal.aborted ? new ExportCancelled() : error;
  }
  onProgress(1);
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), bottles };
}

/** Hands a Blob to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; keep the URL a little for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

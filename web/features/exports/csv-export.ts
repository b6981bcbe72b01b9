import Papa from 'papaparse';
import type { Bottle } from '../../../domain/inventory.js';
import { CSV_COLUMNS, csvRowBuilder } from '../../../domain/inventory-csv.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { forEachChunk, yieldToBrowser } from './chunked.js';

/** Excel reads a UTF-8 file as such (accents intact) only when it starts with a byte order mark. */
const BOM = '\uFEFF';
const NEWLINE = '\r\n';

/** Quotes a cell only when it holds a comma, quote or newline (docs/product.md §7); quotes are doubled. */
export function toCsvText(rows: string[][]): string {
  // Formula cells are already neutralised by the domain rows; Papa's own escaping stays off.
  return Papa.unparse(rows, { newline: NEWLINE, quotes: false, escapeFormulae: false });
}

/** `wine-inventory-full-backup-2024-05-31.csv`, in the user's local date. */
export function csvFileName(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `wine-inventory-full-backup-${day}.csv`;
}

/** Bottles in a stable order: by wine, format, then id, so two backups diff cleanly. */
function orderedBottles(data: RestaurantData): Bottle[] {
  return [...data.bottles.values()].sort(
    (a, b) => a.formatId.localeCompare(b.formatId) || a.id.localeCompare(b.id),
  );
}

/** The whole backup as a Blob, built in chunks (progress 0..1). */
export async function buildCsvBlob(
  data: RestaurantData,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const locationNames = new Map([...data.locations.values()].map((l) => [l.id, l.name]));
  const row = csvRowBuilder({ products: data.products, formats: data.formats, locationNames });
  const bottles = orderedBottles(data);
  const parts: string[] = [BOM, toCsvText([[...CSV_COLUMNS]])];
  let pending: string[][] = [];
  await forEachChunk(
    bottles,
    (bottle) => {
      pending.push(row(bottle));
      if (pending.length >= 1000) {
        parts.push(NEWLINE, toCsvText(pending));
        pending = [];
      }
    },
    { onProgress: (done) => onProgress(done * 0.95), signal },
  );
  if (pending.length > 0) parts.push(NEWLINE, toCsvText(pending));
  parts.push(NEWLINE);
  await yieldToBrowser();
  onProgress(1);
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
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

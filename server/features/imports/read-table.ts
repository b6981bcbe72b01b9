import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { AppError } from '../../http/app-error.js';

/**
 * A cellar file's bytes as a table of text cells, whatever it came as (decision 0019):
 * CSV in UTF-8 (with or without a byte order mark) or Windows-1252, any delimiter, quoted fields
 * with newlines (papaparse); or XLSX (read-excel-file), checked first against zip bombs. Limits
 * keep a hostile file from costing more than a real one: a bad file gets a reason, never a 500.
 */

/** A cellar of 100,000 bottle rows is five times the bench restaurant. */
export const MAX_ROWS = 100_000;
/** No cellar sheet has more; a row of a million empty columns is cut to what it holds first. */
export const MAX_COLUMNS = 200;
/** An XLSX may inflate to this much in all (a 50 MB sheet of text inflates about 10×). */
const MAX_INFLATED_BYTES = 200 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2_000;
/** Inflating in slices bounds what one step can produce (deflate expands 1,032× at most). */
const ZIP_SLICE = 16 * 1024;

export type TableKind = 'csv' | 'xlsx';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function kindOf(bytes: Uint8Array): TableKind {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte) ? 'xlsx' : 'csv';
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV"). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The cells up to the last one that holds something. */
function trimRow(cells: readonly string[]): string[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? '').trim() === '') end--;
  return cells.slice(0, end);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and other controls mark binary data.
const BINARY = /[\u0000-\u0008\u000e-\u001a]/;

/** The line (1-based, as a text editor or spreadsheet numbers it) of the quote at `index`. */
function unclosedQuote(text: string, index: number | undefined): AppError {
  const row = text.slice(0, index ?? 0).split('\n').length;
  return new AppError('import-unclosed-quote', { row });
}

export function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  // Text files hold no NUL or low controls; binary junk is full of them.
  if (BINARY.test(text.slice(0, 64 * 1024))) throw new AppError('import-unreadable');
  const rows: string[][] = [];
  let refusal: AppError | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
    step: (result, parser) => {
      // A quote never closed swallows the rest of the file into one cell: the file is refused
      // with the line the quote opens on, rather than read as one row holding everything after it.
      const unclosed = result.errors.find((error) => error.code === 'MissingQuotes');
      const row = trimRow(result.data);
      if (unclosed) refusal = unclosedQuote(text, unclosed.index);
      else if (row.length > MAX_COLUMNS) refusal = new AppError('import-too-many-columns');
      else if (rows.length > MAX_ROWS) refusal = new AppError('import-too-many-rows');
      if (refusal) parser.abort();
      else rows.push(row);
    },
  });
  if (refusal) throw refusal;
  return rows;
}

/**
 * Inflates every entry once, counting, and refuses the file past the limits before the XLSX
 * reader inflates it for real: entry headers can lie about sizes, the inflated bytes cannot.
 */
export function checkZip(bytes: Uint8Array): void {
  let inflated = 0;
  let entries = 0;
  let refused = false;
  const unzip = new Unzip((file) => {
    entries++;
    if (entries > MAX_ZIP_ENTRIES) {
      refused = true;
      return;
    }
    file.ondata = (error, data) => {
      if (error) refused = true;
      inflated += data?.length ?? 0;
      if (inflated > MAX_INFLATED_BYTES) {
        refused = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refused; at += ZIP_SLICE) {
      unzip.push(bytes.subarray(at, at + ZIP_SLICE), at + ZIP_SLICE >= bytes.length);
    }
  } catch {
    throw new AppError('import-unreadable');
  }
  if (refused) throw new AppError('import-too-large-inflated');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

/** A file's table, and the names of its sheets (none for a CSV) for the sheet picker. */
export interface Table {
  rows: string[][];
  sheets: string[];
}

/** `sheet`: 1 for the first (the default). Every sheet is read, for its name. */
export async function readXlsx(bytes: Uint8Array, sheet = 1): Promise<Table> {
  checkZip(bytes);
  let all: Array<{ sheet: string; data: unknown[][] }>;
  try {
    // Loaded for an XLSX only: a CSV's worker starts without it.
    const { default: readXlsxFile } = await import('read-excel-file/node');
    all = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new AppError('import-unreadable');
  }
  const data = all[sheet - 1]?.data;
  if (data === undefined) throw new AppError('import-sheet-not-found');
  if (data.length > MAX_ROWS + 1) throw new AppError('import-too-many-rows');
  const rows: string[][] = [];
  for (const cells of data) {
    const row = trimRow(cells.map(cellText));
    if (row.length > MAX_COLUMNS) throw new AppError('import-too-many-columns');
    if (row.length > 0) rows.push(row);
  }
  return { rows, sheets: all.map((item) => item.sheet) };
}

/**
 * The file as rows of text cells, the header first; a file with no data row is refused. Runs on
 * the thread that calls it: the server calls it in a worker (parse-off-thread.ts).
 */
export async function readTable(bytes: Uint8Array, sheet?: number): Promise<Table> {
  const table =
    kindOf(bytes) === 'xlsx' ? await readXlsx(bytes, sheet) : { rows: readCsv(bytes), sheets: [] };
  if (table.rows.length < 2) throw new AppError('import-empty');
  return table;
}

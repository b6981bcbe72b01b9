import { describe, expect, it } from 'vitest';
import { xlsxFile } from '../../test/xlsx-file.js';
import { parseOffThread } from './parse-off-thread.js';
import { readTable } from './read-table.js';

const text = (value: string) => new TextEncoder().encode(value);

function bigCsv(rows: number): Uint8Array {
  const lines = ['name;vintage;price;notes'];
  for (let row = 0; row < rows; row++)
    lines.push(`Wine ${row};2015;12,50;"a note, with ""quotes"""`);
  return text(lines.join('\r\n'));
}

// Each worker registers tsx and loads the reader first (about a second, several on a loaded
// machine): a generous limit, as the integration tests have.
describe('reading a cellar file in a worker thread', { timeout: 60_000 }, () => {
  it('gives the same table as reading it here, and the sheet names of an XLSX', async () => {
    const csv = bigCsv(50);
    expect(await parseOffThread(csv)).toEqual(await readTable(csv));
    const book = xlsxFile({ Cave: [['name'], ['Margaux']], Bar: [['nom'], ['Chablis']] });
    expect(await parseOffThread(book, 2)).toEqual({
      rows: [['nom'], ['Chablis']],
      sheets: ['Cave', 'Bar'],
    });
  });

  it("refuses with the file's reason, as the parse on this thread does", async () => {
    await expect(parseOffThread(text('name\n'))).rejects.toMatchObject({ reason: 'import-empty' });
    await expect(parseOffThread(new Uint8Array([0, 1, 2, 3, 0, 0]))).rejects.toMatchObject({
      reason: 'import-unreadable',
    });
    const book = xlsxFile([['name'], ['Margaux']]);
    await expect(parseOffThread(book, 3)).rejects.toMatchObject({
      reason: 'import-sheet-not-found',
    });
  });

  it('leaves the event loop free while a big file is parsed', async () => {
    // Parsed here, a file is read in one go: no callback runs before the parse is over.
    // In the worker, the loop keeps turning (other requests are answered) until the table comes.
    let turns = 0;
    let parsing = true;
    const turn = () => {
      if (!parsing) return;
      turns++;
      setImmediate(turn);
    };
    const file = bigCsv(20_000);
    setImmediate(turn);
    const here = readTable(file);
    const turnsDuringHere = turns;
    await here;
    expect(turnsDuringHere).toBe(0);
    turns = 0;
    setImmediate(turn);
    const table = await parseOffThread(file);
    parsing = false;
    expect(table.rows).toHaveLength(20_001);
    expect(turns).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { type KeysetPage, readInPages } from './read-in-pages.js';

/** A table of `size` rows keyed by number, read as a keyset query would. */
function table(size: number) {
  const rows = Array.from({ length: size }, (_, i) => ({ key: i }));
  const asked: Array<KeysetPage<number>> = [];
  const readPage = async (page: KeysetPage<number>) => {
    asked.push(page);
    const from = page.after === undefined ? 0 : page.after + 1;
    return rows.slice(from, from + page.limit);
  };
  return { rows, asked, readPage };
}

describe('reading a page at a time', () => {
  it.each([0, 1, 999, 1000, 2500])('gives each of %i rows once, in order', async (size) => {
    const { rows, asked, readPage } = table(size);
    expect(await readInPages(readPage, (row) => row.key)).toEqual(rows);
    // Each page after the last key of the one before; a full page asks once more.
    expect(asked.map((page) => page.after)).toEqual(
      [undefined, 999, 1999].slice(0, Math.floor(size / 1000) + 1),
    );
  });
});

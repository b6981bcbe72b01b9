import { setImmediate } from 'node:timers/promises';
import { CompiledQuery, sql } from 'kysely';
import type { DialectName } from './database.js';
import type { Tx } from './writer.js';

/**
 * Rows an insert statement takes: each is built, sent and run within a few milliseconds, and the
 * event loop turns between two (decision 0031), so an import of 20,000 bottles never holds the
 * other restaurants' requests for long. Well under SQLite's 32,766 bound parameters.
 */
const ROWS_PER_INSERT = 1_000;

export async function inChunks<T>(items: readonly T[], write: (part: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    if (start > 0) await setImmediate();
    await write(items.slice(start, start + ROWS_PER_INSERT));
  }
}

type Row = Record<string, string | number | null>;

/**
 * Inserts many rows of one table, a chunk a statement. PostgreSQL takes each chunk as one array
 * per column, `unnest`ed: a few parameters whatever the count, where rows as VALUES cost
 * statements of thousands of parameters to build, send and plan. SQLite, in-process, takes
 * VALUES. `types`: PostgreSQL's type of each column that is not text.
 */
export async function insertRows(
  tx: Tx,
  dialect: DialectName,
  table: 'products' | 'formats' | 'bottles' | 'sales_lines',
  rows: readonly Row[],
  types: Readonly<Record<string, string>> = {},
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  if (dialect === 'postgres') {
    await inChunks(rows, (part) => {
      const arrays = columns.map(
        (column) =>
          sql`${part.map((row) => row[column] ?? null)}::${sql.raw(types[column] ?? 'text')}[]`,
      );
      return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
        select * from unnest(${sql.join(arrays)})`.execute(tx);
    });
    return;
  }
  await inChunks(rows, (part) =>
    tx.executeQuery(
      CompiledQuery.raw(
        insertText(table, columns, part.length),
        part.flatMap((row) => columns.map((column) => row[column] ?? null)),
      ),
    ),
  );
}

/**
 * SQLite's statement for `count` rows, a whole chunk's written once per table and columns: built
 * by Kysely for every chunk, the text of 1,000 rows' values took as long to build as to run. Its
 * names are the schema's, never input.
 */
const chunkTexts = new Map<string, string>();

function insertText(table: string, columns: readonly string[], count: number): string {
  const key = `${table} ${columns.join(',')}`;
  const kept = count === ROWS_PER_INSERT ? chunkTexts.get(key) : undefined;
  if (kept !== undefined) return kept;
  const values = `(${columns.map(() => '?').join(', ')})`;
  const text = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${Array.from({ length: count }, () => values).join(', ')}`;
  if (count === ROWS_PER_INSERT) chunkTexts.set(key, text);
  return text;
}

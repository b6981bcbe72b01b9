import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from './database.js';

/**
 * `column` is one of `values`, with the whole list as ONE bound parameter: one short statement for
 * a list of any size (SQLite's json_each, PostgreSQL's = any(array)), instead of one placeholder
 * per value. `type` is the values' type on PostgreSQL.
 */
export function oneOf(
  dialect: DialectName,
  column: Expression<unknown>,
  values: readonly string[] | readonly number[],
  type: 'text' | 'integer' = 'text',
): RawBuilder<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`${column} in (select value from json_each(${JSON.stringify(values)}))`
    : sql<SqlBool>`${column} = any(${[...values]}::${sql.raw(type)}[])`;
}

import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * A consistent copy of the SQLite database while the server keeps running: SQLite's online backup
 * API copies pages from one read snapshot (WAL lets writers go on meanwhile). The copy is checked
 * with `PRAGMA integrity_check` before it is reported.
 */
export async function backupSqlite(sourceFile: string, destinationFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(destinationFile), { recursive: true });
  const source = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destinationFile);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destinationFile, { readonly: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new Error(`The backup failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

export function backupFileName(now = new Date()): string {
  return `cellar-${now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}.sqlite`;
}

import type { Reason } from '../../domain/reasons.js';

/** A database fault the server cannot fix by itself; health reports the last one (decision 0008). */
export type StorageFault = Extract<
  Reason,
  'storage-full' | 'database-read-only' | 'database-unavailable'
>;

function fieldOf(error: unknown, field: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(field in error)) return '';
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/**
 * What an error says of the database itself, on either driver: full (SQLite's SQLITE_FULL, a
 * full disk; PostgreSQL's disk_full), read-only, or unreachable in time (a statement timeout, a
 * pool that found no connection, a connection lost); null for anything else.
 */
export function storageFault(error: unknown): StorageFault | null {
  const code = fieldOf(error, 'code');
  if (code === 'SQLITE_FULL' || code === '53100') return 'storage-full';
  if (code.startsWith('SQLITE_READONLY') || code === '25006') return 'database-read-only';
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'database-unavailable';
  if (code === '57014' || code === '57P01' || code === 'ECONNREFUSED' || code === 'ECONNRESET')
    return 'database-unavailable';
  const message = fieldOf(error, 'message');
  if (
    /timeout exceeded when trying to connect|Query read timeout|Connection terminated/.test(message)
  )
    return 'database-unavailable';
  return null;
}

/**
 * The last fault, until a write commits again (or, for a database that did not answer, until
 * health's own round trip is answered).
 */
export class FaultLog {
  private last: { reason: StorageFault; at: string } | null = null;

  record(reason: StorageFault): void {
    this.last = { reason, at: new Date().toISOString() };
  }

  clear(): void {
    this.last = null;
  }

  get current(): { reason: StorageFault; at: string } | null {
    return this.last;
  }
}

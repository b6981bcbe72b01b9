/**
 * Constraint violations, told apart the same way on both drivers. The database, not a prior
 * SELECT, decides whether an id is taken; the service turns the violation into a clear message.
 */
function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function constraintOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
}

export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const code = codeOf(error);
  const unique =
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || hint === undefined) return unique;
  return constraintOf(error).includes(hint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * PostgreSQL gave up on the transaction because of another one (deadlock_detected, or
 * serialization_failure): nothing of it was applied, and running it again is the usual answer.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
}

/**
 * SQLite: another process holds the write lock (the sqlite3 tool, an import). The connection
 * waits only briefly for it (database.ts): the caller retries later without blocking the server.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

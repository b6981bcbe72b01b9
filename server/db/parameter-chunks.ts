// Keeps each statement's bound parameters well under SQLite's limit (32,766; PostgreSQL's is 65,535).
const CHUNK = 500;

/** `items` in runs of at most 500, one statement each. */
export function parameterChunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    result.push(items.slice(start, start + CHUNK));
  }
  return result;
}

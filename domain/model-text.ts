import type { CompactModel } from './snapshot-codec.js';

/** The members of the compact model that are tables: an object of columns. */
const TABLES: ReadonlySet<string> = new Set(['products', 'formats', 'counts']);

/**
 * The compact model as JSON text with one member per line: the model's scalars and the
 * restaurant each on a line, every column of a table on a line of its own. The whole text is one
 * JSON document (a tool or a test parses it as it is); a browser reads it a line at a time as it
 * arrives (readModelText), so that no one task decodes and parses the whole 2 MB body.
 *
 * Lines start with `{` (the first) or `,`, then `"key":value`; a table's first column follows
 * its own `"table":{` on the same line, and a line of `}` closes the table (and, last, the model).
 * JSON text never holds a raw line break, so a line is always whole.
 */
export function modelText(model: CompactModel): string {
  const lines: string[] = [];
  /** A member's line; `opening` is the `"table":{` of a table's first column. */
  const member = (key: string, value: unknown, opening = ''): void => {
    lines.push(
      `${lines.length === 0 ? '{' : ','}${opening}${JSON.stringify(key)}:${JSON.stringify(value)}`,
    );
  };
  for (const [key, value] of Object.entries(model)) {
    if (value === undefined) continue;
    if (!TABLES.has(key)) {
      member(key, value);
      continue;
    }
    const columns = Object.entries(value as Record<string, unknown>).filter(
      ([, column]) => column !== undefined,
    );
    columns.forEach(([column, values], index) => {
      member(column, values, index === 0 ? `${JSON.stringify(key)}:{` : '');
    });
    lines.push('}');
  }
  lines.push('}');
  return lines.join('\n');
}

/** A line's leading separator and key: `{"key":` or `,"key":`. */
const MEMBER = /^[{,]"(\w+)":/;

/** The text was not in modelText's layout (a proxy's page, a body cut short). */
export class ModelTextError extends Error {
  override readonly name = 'ModelTextError';
}

/**
 * Reads modelText's layout from the text as it arrives, a line at a time, with `pause` after each
 * line and each chunk (a phone's main thread is free between them, and the lines parse while the
 * rest downloads).
 */
export async function readModelText(
  chunks: AsyncIterable<string> | Iterable<string>,
  pause: () => Promise<void>,
): Promise<CompactModel> {
  const model: Record<string, unknown> = {};
  let table: Record<string, unknown> | null = null;
  let ended = false;

  const readLine = (line: string): void => {
    if (ended) throw new ModelTextError('Text after the end of the model.');
    if (line === '}') {
      if (table === null) ended = true;
      table = null;
      return;
    }
    let rest = line;
    let match = MEMBER.exec(rest);
    if (match === null) throw new ModelTextError('A line is not a member of the model.');
    let key = match[1] as string;
    if (table === null && TABLES.has(key)) {
      table = {};
      model[key] = table;
      // The table's first column: `{"column":` after `"table":`.
      rest = rest.slice(match[0].length);
      match = MEMBER.exec(rest);
      if (match === null) throw new ModelTextError('A table without a column.');
      key = match[1] as string;
    }
    const value: unknown = JSON.parse(rest.slice(match[0].length));
    (table ?? model)[key] = value;
  };

  let pending = '';
  for await (const chunk of chunks) {
    // Only the new text can hold the line's end: a column of 300 kB comes in many chunks.
    let end = chunk.indexOf('\n');
    pending += chunk;
    if (end !== -1) end += pending.length - chunk.length;
    while (end !== -1) {
      readLine(pending.slice(0, end));
      pending = pending.slice(end + 1);
      await pause();
      end = pending.indexOf('\n');
    }
    // Between chunks too: each one's decoding was a step of its own.
    await pause();
  }
  if (pending !== '') readLine(pending);
  if (!ended) throw new ModelTextError('The model ended early.');
  return model as unknown as CompactModel;
}

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Answer } from '../../test/send-file.js';

export { type Answer, sendFile } from '../../test/send-file.js';

/** What the sales tests share: sending a file as a browser does, and the fixtures. */

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export function reasonOf(answer: Answer): string {
  return (answer.body as { error: { reason: string } }).error.reason;
}

export async function ok<T>(answer: Promise<Answer> | Answer, status = 200): Promise<T> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body as T;
}

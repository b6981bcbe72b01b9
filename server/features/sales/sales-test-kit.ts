import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestClient } from '../../test/test-client.js';

/** What the sales tests share: sending a file as a browser does, and the fixtures. */

export interface Answer {
  status: number;
  body: unknown;
}

export async function sendFile(
  client: TestClient,
  path: string,
  file: Uint8Array | string,
): Promise<Answer> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
    body: typeof file === 'string' ? file : Buffer.from(file),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

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

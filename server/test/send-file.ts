import type { TestClient } from './test-client.js';

/** An answer read as the tests read it: its status, and its body as JSON (null when empty). */
export interface Answer {
  status: number;
  body: unknown;
}

/** Posts a file as the browser's import screens do: the raw bytes as the request's body. */
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

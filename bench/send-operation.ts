import type { Operation } from './load-mix.js';

export interface Answer {
  /** 0 when the request failed before an answer. */
  status: number;
  etag: string | null;
  /** Round trip, from sending to the whole body read; undefined without an answer. */
  latency?: number;
  /** The server's own time (Server-Timing), in ms. */
  serverTime?: number;
  /** The body's first characters, or the error: for error samples. */
  detail: string;
}

/** Sends one operation of the load as `cookie`'s session and reads its whole answer. */
export async function sendOperation(
  baseUrl: string,
  cookie: string,
  operation: Operation,
): Promise<Answer> {
  const { method, path, body, headers } = operation.request;
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        cookie,
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      latency: performance.now() - started,
      serverTime: timing === undefined ? undefined : Number(timing),
      detail: text.slice(0, 300),
    };
  } catch (error) {
    return {
      status: 0,
      etag: null,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

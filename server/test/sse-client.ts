import type { ChangeBatch } from '../../domain/live.js';
import type { TestClient } from './test-client.js';

export interface SseEvent {
  event: string;
  id?: string;
  data: unknown;
}

/**
 * Reads /api/live as a browser's EventSource would, collecting events so a test can wait for them.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  private readonly controller = new AbortController();
  private waiters: Array<() => void> = [];
  private ended = false;
  status = 0;

  static async open(
    client: TestClient,
    query: string,
    headers: Record<string, string> = {},
  ): Promise<SseClient> {
    const sse = new SseClient();
    const response = await fetch(`${client.baseUrl}/api/live${query}`, {
      headers: { cookie: client.cookieHeader, accept: 'text/event-stream', ...headers },
      signal: sse.controller.signal,
    });
    sse.status = response.status;
    if (response.ok && response.body) void sse.pump(response.body);
    else sse.markEnded();
    return sse;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Waits until `predicate` holds over the events received so far. */
  async until(predicate: (events: SseEvent[]) => boolean, timeoutMs = 5_000): Promise<SseEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`stream ended; got ${JSON.stringify(this.events)}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events;
  }

  async untilEnded(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('stream did not end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  changeBatches(): ChangeBatch[] {
    return this.events
      .filter((event) => event.event === 'changes')
      .map((event) => event.data as ChangeBatch);
  }

  close(): void {
    this.controller.abort();
    this.markEnded();
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          this.parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    this.markEnded();
  }

  private parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    this.events.push({ event, ...(id ? { id } : {}), data: JSON.parse(data.join('\n')) });
    this.notify();
  }

  private markEnded(): void {
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

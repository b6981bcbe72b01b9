import http from 'node:http';

/**
 * A minimal Server-Sent Events reader for benchmarks: records when each revision arrives, with
 * as little parsing as possible so the figure is the server's, not the reader's.
 */
export class SseListener {
  readonly arrivals = new Map<number, number>();
  private request: http.ClientRequest | undefined;
  private buffer = '';

  static open(baseUrl: string, cookie: string, since: number): Promise<SseListener> {
    const listener = new SseListener();
    return new Promise((resolve, reject) => {
      listener.request = http.get(
        `${baseUrl}/api/live?since=${since}`,
        { headers: { cookie, accept: 'text/event-stream' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`live: ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => listener.read(chunk));
          resolve(listener);
        },
      );
      listener.request.on('error', reject);
    });
  }

  async waitFor(revision: number, timeoutMs = 10_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.arrivals.get(revision);
      if (at !== undefined) return at;
      if (Date.now() > deadline) throw new Error(`revision ${revision} did not arrive`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  close(): void {
    this.request?.destroy();
  }

  private read(chunk: string): void {
    const now = performance.now();
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      if (block.startsWith('id: ')) {
        const revision = Number(block.slice(4, block.indexOf('\n')));
        if (!this.arrivals.has(revision)) this.arrivals.set(revision, now);
      }
      end = this.buffer.indexOf('\n\n');
    }
  }
}

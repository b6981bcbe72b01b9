/**
 * One of bench/guest-menu.ts's guest processes: a share of the simulated phones, each polling
 * /m/<token>/menu.json with its ETag every 5 s (± 20 %) and, on a new version, reading the JSON and
 * the page again, as the page's script does. Spread over several processes so that the simulated
 * guests keep their schedule on a small machine (one process fell behind at 1,000: decision 0018).
 * Reports its counts to the bench, and each page's update as it happens (wall-clock time).
 */
import http from 'node:http';

export interface PollerConfig {
  jsonUrl: string;
  pageUrl: string;
  etag: string;
  guests: number;
  pollMs: number;
  headers: Record<string, string>;
}

export type PollerMessage =
  | { kind: 'counts'; polls: number; notModified: number; refused: number; sent: number }
  | { kind: 'updated'; at: number };

// A connection per guest, as each phone has its own: a pool of 64 shared by 500 guests queued the
// polls that the server held during a rebuild behind one another.
const agent = new http.Agent({ keepAlive: true });

/** A guest's request as a phone sends it; the answer is counted, not decompressed. */
function guestGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; etag: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, etag: response.headers.etag, bytes }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(message: PollerMessage): void {
  // The bench may have let go of this process already (its last guests finishing their wait).
  if (process.connected) process.send?.(message);
}

process.once('message', (config: PollerConfig) => {
  let running = true;
  let polls = 0;
  let notModified = 0;
  /** Anything but 304 or 200 (a 429 from the quota), or no answer at all. */
  let refused = 0;
  let sent = 0;
  process.on('message', (message: unknown) => {
    if (message === 'counts') send({ kind: 'counts', polls, notModified, refused, sent });
    if (message === 'stop') running = false;
  });
  const loops = Array.from({ length: config.guests }, async () => {
    let etag = config.etag;
    await sleep(Math.random() * config.pollMs);
    while (running) {
      try {
        const response = await guestGet(config.jsonUrl, {
          ...config.headers,
          'if-none-match': etag,
        });
        polls++;
        if (response.status === 304) notModified++;
        else if (response.status === 200) {
          const page = await guestGet(config.pageUrl, config.headers);
          sent += response.bytes + page.bytes;
          if (page.status === 200) {
            etag = response.etag ?? '';
            send({ kind: 'updated', at: Date.now() });
          } else refused++;
        } else refused++;
      } catch {
        // A refused connection under load is a guest that tries again.
        refused++;
      }
      await sleep(config.pollMs * (0.8 + Math.random() * 0.4));
    }
  });
  // The bench lets go of this process once it has its counts: the guests then end their last wait.
  void Promise.all(loops).then(() => {
    if (process.connected) process.disconnect?.();
  });
});

import { describe, expect, it } from 'vitest';
import type { ChangeBatch } from '../../domain/live.js';
import { LiveStream, type StreamSink } from './live-stream.js';

function batch(revision: number): ChangeBatch {
  return {
    revision,
    at: '',
    actorId: null,
    changes: [
      { entity: 'bottle', id: `b${revision}`, op: 'put', action: 'bottle.add', data: null },
    ],
  };
}

function recordingSink(): StreamSink & { sent: number[]; closed: boolean } {
  const sink = {
    sent: [] as number[],
    closed: false,
    send(_event: string, _data: unknown, id?: number) {
      if (id !== undefined) sink.sent.push(id);
    },
    close() {
      sink.closed = true;
    },
  };
  return sink;
}

/** The change log as the stream reads it when it must fill a gap. */
function log(upTo: number) {
  return async (after: number, until: number) =>
    Array.from({ length: Math.max(0, Math.min(until, upTo) - after) }, (_, i) =>
      batch(after + i + 1),
    );
}

describe('LiveStream', () => {
  it('replays, then delivers live batches in order whatever order they are offered in', async () => {
    const sink = recordingSink();
    const stream = new LiveStream('r', 'u', 's', 2, sink, log(4));
    stream.offer(batch(6)); // a commit that lands while the replay runs
    await stream.replay(4);
    stream.offer(batch(5));
    stream.offer(batch(5));
    stream.offer(batch(3));
    expect(sink.sent).toEqual([3, 4, 5, 6]);
  });

  it('reads a batch that was never offered from the log, then goes on', async () => {
    const sink = recordingSink();
    const stream = new LiveStream('r', 'u', 's', 0, sink, log(10));
    await stream.replay(0);
    stream.offer(batch(6));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(sink.sent).toEqual([1, 2, 3, 4, 5, 6]);
    stream.offer(batch(7));
    expect(sink.sent.at(-1)).toBe(7);
  });

  it('sends nothing after close', async () => {
    const sink = recordingSink();
    const stream = new LiveStream('r', 'u', 's', 0, sink, log(10));
    await stream.replay(0);
    stream.close();
    stream.offer(batch(1));
    expect(sink.sent).toEqual([]);
    expect(sink.closed).toBe(true);
  });
});

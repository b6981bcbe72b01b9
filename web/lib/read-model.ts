import { readModelText } from '../../domain/model-text.js';
import { addressOf } from '../../domain/operation.js';
import * as ops from '../../domain/operations/live.js';
import type { CompactModel } from '../../domain/snapshot-codec.js';
import { ApiError, apiResponse } from './api-client.js';
import { nextTask } from './next-task.js';

/**
 * The restaurant's compact model, no older than `atLeast`, read a line at a time as it arrives
 * (domain/model-text.ts): decoded and parsed in many short tasks while the rest downloads, where
 * `response.json()` did both in one long task (0.26–0.8 s at 4× CPU for the bench restaurant's
 * 2 MB, decision 0080).
 */
export async function readModel(
  atLeast: number | undefined,
  signal: AbortSignal,
): Promise<CompactModel> {
  const path = addressOf(ops.compactSnapshot, { query: { atLeast } });
  const response = await apiResponse('GET', path, undefined, { signal });
  if (response.body === null) throw new ApiError(502, 'internal', 'The model came empty.');
  try {
    return await readModelText(textOf(response.body), nextTask);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The network gone halfway through is no network, as when the request could not leave.
    if (error instanceof TypeError) throw new ApiError(0, 'unavailable', error.message);
    throw new ApiError(502, 'internal', error instanceof Error ? error.message : String(error));
  }
}

/**
 * The bytes decoded at a time: on a fast network the browser hands over the whole body in one
 * chunk, whose decoding alone was a long task on a phone.
 */
const PIECE_BYTES = 64 * 1024;

/** A body's text, a piece at a time as the network brings it. */
async function* textOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  // A reader, not `for await` over the stream: Safari's streams are not async iterable.
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        yield decoder.decode();
        return;
      }
      for (let start = 0; start < value.length; start += PIECE_BYTES) {
        yield decoder.decode(value.subarray(start, start + PIECE_BYTES), { stream: true });
      }
    }
  } finally {
    // A model refused halfway stops its download.
    void reader.cancel().catch(() => undefined);
  }
}

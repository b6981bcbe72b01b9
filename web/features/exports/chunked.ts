/** Lets the browser paint and handle input between chunks of work. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class ExportCancelled extends Error {}

/**
 * Runs `work` over `items` a chunk at a time, yielding between chunks so a 20,000-bottle cellar
 * never freezes the page; reports progress from 0 to 1.
 */
export async function forEachChunk<T>(
  items: readonly T[],
  work: (item: T) => void,
  options: { chunkSize?: number; onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const size = options.chunkSize ?? 2000;
  for (let start = 0; start < items.length; start += size) {
    if (options.signal?.aborted) throw new ExportCancelled();
    const end = Math.min(start + size, items.length);
    for (let i = start; i < end; i += 1) work(items[i] as T);
    options.onProgress?.(end / items.length);
    await yieldToBrowser();
  }
  options.onProgress?.(1);
}

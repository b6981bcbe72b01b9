/**
 * Revisions released strictly one after another (n+1, n+2, …) whatever order they arrive in:
 * commits that finish out of order, a replay racing live batches. What arrives early waits for
 * the ones before it; what is at or below the position is dropped. The live stream of a tab and
 * the server's in-memory copy of a restaurant both order the change feed with it.
 */
export class InOrder<T extends { revision: number }> {
  private readonly waiting = new Map<number, T>();

  constructor(private position: number) {}

  /** The last revision released (or passed over with `advanceTo`). */
  get revision(): number {
    return this.position;
  }

  /** The lowest revision waiting for a gap before it to fill; undefined when none waits. */
  get firstWaiting(): number | undefined {
    return this.waiting.size === 0 ? undefined : Math.min(...this.waiting.keys());
  }

  add(item: T): void {
    if (item.revision > this.position) this.waiting.set(item.revision, item);
  }

  /** Releases every item that now follows on, in order. */
  takeReady(): T[] {
    const ready: T[] = [];
    for (
      let next = this.waiting.get(this.position + 1);
      next;
      next = this.waiting.get(this.position + 1)
    ) {
      this.waiting.delete(next.revision);
      ready.push(next);
      this.position = next.revision;
    }
    return ready;
  }

  /** Moves past `revision` (delivered another way, e.g. a replay), dropping what is now stale. */
  advanceTo(revision: number): void {
    if (revision <= this.position) return;
    this.position = revision;
    for (const waiting of this.waiting.keys()) {
      if (waiting <= revision) this.waiting.delete(waiting);
    }
  }

  clear(): void {
    this.waiting.clear();
  }
}

/**
 * Group commit: the items that arrive for a key while its group is being written wait and go
 * together as the next group, so each group pays once what every write pays (a round trip, a
 * lock, a flush of the log). An item waits for at most the group in flight and its own. The
 * writes of one key are never concurrent, so `write` never races itself on a key.
 */
export class WriteGroups<I, O> {
  private readonly waiting = new Map<string, Waiting<I, O>[]>();
  private readonly writing = new Set<string>();

  constructor(
    /** Writes a group and answers each item, in order. */
    private readonly write: (key: string, items: readonly I[]) => Promise<O[]>,
    /** The most items one group takes (a bound on one statement's size). */
    private readonly largest: number,
  ) {}

  submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const waiting = this.waiting.get(key);
      if (waiting) waiting.push({ item, resolve, reject });
      else this.waiting.set(key, [{ item, resolve, reject }]);
      if (!this.writing.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.writing.add(key);
    for (;;) {
      const waiting = this.waiting.get(key) ?? [];
      if (waiting.length === 0) break;
      const group = waiting.splice(0, this.largest);
      if (waiting.length === 0) this.waiting.delete(key);
      try {
        const answers = await this.write(
          key,
          group.map((entry) => entry.item),
        );
        for (const [index, entry] of group.entries()) entry.resolve(answers[index] as O);
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    this.writing.delete(key);
  }
}

interface Waiting<I, O> {
  item: I;
  resolve: (answer: O) => void;
  reject: (error: unknown) => void;
}

/**
 * At most `limit` holders at once; the others wait their turn, first come first served.
 */
export class Turns {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid turn limit: ${limit}`);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await work();
    } finally {
      this.give();
    }
  }

  /** Whether any holder has a turn now. */
  get taken(): boolean {
    return this.active > 0;
  }

  /** Waits for a turn, which the holder gives back with `give` (for a hold that no one call scopes). */
  async take(): Promise<void> {
    if (this.active < this.limit) this.active += 1;
    // A finished holder hands its turn straight to the next waiter, so `active` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

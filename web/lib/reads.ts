/** What a read ended with: its answer, or why it failed. */
export type Outcome<T> = { value: T } | { error: unknown };

interface Run<T> {
  generation: number;
  again: boolean;
  read: (signal: AbortSignal) => Promise<T>;
  settle: (outcome: Outcome<T>) => void;
  done: Promise<void>;
}

/**
 * A screen's reads of one thing, one at a time: a read asked for while one is under way asks for
 * one more after it, not one each (a live screen is told of many changes at once; it needs the
 * latest state, not every step). `drop` forgets the read under way: its answer is not settled and
 * its request is aborted (the screen asks another question, closed, or was just given the answer).
 */
export function createReads<T>() {
  let generation = 0;
  let running: Run<T> | null = null;
  let controller: AbortController | null = null;
  return {
    /** Reads now, or once more after the read under way; settles unless dropped meanwhile. */
    request(
      read: (signal: AbortSignal) => Promise<T>,
      settle: (outcome: Outcome<T>) => void,
    ): Promise<void> {
      if (running && running.generation === generation) {
        Object.assign(running, { again: true, read, settle });
        return running.done;
      }
      const run: Run<T> = { generation, again: false, read, settle, done: Promise.resolve() };
      const live = () => run.generation === generation;
      running = run;
      run.done = (async () => {
        try {
          do {
            run.again = false;
            const reading = new AbortController();
            controller = reading;
            let outcome: Outcome<T>;
            try {
              outcome = { value: await run.read(reading.signal) };
            } catch (error) {
              outcome = { error };
            }
            if (!live()) return;
            run.settle(outcome);
          } while (run.again && live());
        } finally {
          if (running === run) running = null;
        }
      })();
      return run.done;
    },
    drop(): void {
      generation += 1;
      controller?.abort();
    },
    /** Whether a read is under way whose answer will be settled. */
    reading(): boolean {
      return running?.generation === generation;
    },
  };
}

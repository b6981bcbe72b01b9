interface Held {
  forget(): void;
}

/** Every early request of the app, so that signing out drops them all at once. */
const everyRequest = new Set<Held>();

/**
 * A request started before the screen that needs it has loaded (beside its code, instead of
 * after it), then taken once by that screen. Older than `freshMs`, it is dropped and the screen
 * asks afresh.
 */
export function earlyRequest<T>(send: () => Promise<T>, freshMs = Number.POSITIVE_INFINITY) {
  let held: { at: number; answer: Promise<T> } | null = null;
  everyRequest.add({
    forget: () => {
      held = null;
    },
  });
  return {
    start(): void {
      const answer = send();
      // Whoever takes it handles a failure; an untaken one must not surface as unhandled.
      answer.catch(() => undefined);
      held = { at: Date.now(), answer };
    },
    /** The early answer, once; null when none was started or it is stale. */
    take(): Promise<T> | null {
      const taken = held;
      held = null;
      return taken && Date.now() - taken.at <= freshMs ? taken.answer : null;
    },
  };
}

/**
 * Something this session holds that is not a request (a page's own data, its live feed), dropped
 * at sign-out. Returns a function that takes it off the list once it has ended on its own.
 */
export function forgetOnSignOut(forget: () => void): () => void {
  const held = { forget };
  everyRequest.add(held);
  return () => {
    everyRequest.delete(held);
  };
}

/** On sign-out: what was fetched for this session must never be shown to the next one. */
export function forgetEarlyRequests(): void {
  for (const request of everyRequest) request.forget();
}

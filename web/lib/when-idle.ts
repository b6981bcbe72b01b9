/** Work scheduled for when the page is idle, or in at most `timeoutMs`; cancel() drops it. */
export function whenIdle(work: () => void, timeoutMs = 1_000): { cancel(): void } {
  // Safari has no requestIdleCallback: a timer stands in for it.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = window.setTimeout(work, 16);
  return { cancel: () => window.clearTimeout(id) };
}

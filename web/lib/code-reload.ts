/**
 * A screen's code that did not load, as each browser words it: Chromium, Firefox, Safari, and
 * Vite's own when a chunk's styles did not.
 */
const CODE_LOAD_FAILURE = [
  /Failed to fetch dynamically imported module/,
  /error loading dynamically imported module/,
  /Importing a module script failed/,
  /Unable to preload CSS/,
];

const RELOADED_AT = 'cellar-code-reloaded-at';
/** A second failure this soon after a reload is not a new version: the error is shown. */
const AGAIN_AFTER_MS = 30_000;

export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CODE_LOAD_FAILURE.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page, unless it did so moments ago or there is no network; says whether it does.
 *
 * A screen's code fails to load with the network there when a new version of Cellar was put in
 * place since the tab opened (its chunks have new names; the old ones are gone from the server,
 * and from the device once the new service worker took over), or when a chunk failed once: the
 * browser keeps a module's failure for the page's life, so asking again fails again. Only a
 * reload brings the code back; the page comes back at its address, and what waits to be sent is
 * kept on the device (features/offline-queue).
 */
export function reloadForCode(): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // No session storage (a private mode's quota): one reload could become many.
    return false;
  }
  window.location.reload();
  return true;
}

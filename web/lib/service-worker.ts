/**
 * Installs the service worker that keeps the app's code on the device (web/sw.ts), so that /admin
 * opens with no network. Only the dashboard registers it, once its inventory is in: a guest
 * opening the menu never downloads the whole app. Vite's dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // With no network the script cannot be fetched: register when the network is back.
  if (!navigator.onLine) {
    window.addEventListener('online', registerServiceWorker, { once: true });
    return;
  }
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The app could not be kept for offline use.', error);
  });
}

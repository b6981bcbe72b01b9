/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { LANGUAGE_COOKIE } from '../domain/language-cookie.js';

/**
 * Cellar's service worker (decision 0045): the app's code kept on the device, so that /admin
 * opens with no network. It keeps no API answer: the inventory a member last had is kept by the
 * page itself, per restaurant and member, and deleted at logout (web/lib/offline-store.ts). Every
 * other request (the API, the live feed, the guest menu, the login page) goes to the network as
 * if there were no service worker.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  /** Chromium's Cookie Store, where a service worker can read the language cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** How long /admin's page waits for the network before the kept one is drawn (a cellar's signal). */
const NETWORK_WAIT_MS = 4_000;

// Not cleanURLs: /admin must not be answered by the kept admin.html while the network is there
// (the server picks the page's language; a new deploy's page comes at once).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

// A new version takes over at once: an open tab's next load gets its code, as without a worker.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The kept dashboard page in the language the server would have chosen (its cookie). */
async function keptAdminPage(): Promise<Response | undefined> {
  const language = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  const localized = language ? await matchPrecache(`/admin.${language.value}.html`) : undefined;
  return localized ?? matchPrecache('/admin.html');
}

function withTimeout(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No answer in time.')), NETWORK_WAIT_MS);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

// /admin's page from the network as today; with none (or no answer in time), the kept one, which
// holds no data: the dashboard then reads the device's copy of the inventory.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && /^\/admin(\/|$)/.test(url.pathname),
  async ({ request }) => {
    try {
      return await withTimeout(request);
    } catch (error) {
      const kept = await keptAdminPage();
      if (kept) return kept;
      throw error;
    }
  },
);

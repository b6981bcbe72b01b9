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
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), keepDrawnPageNow()])),
);

/**
 * The last /admin page the server drew with a member's first cards (decision 0058), kept so that
 * a reload with no network paints those cards before the app's code has run. One page, the last
 * one: the member's own data on their own device, deleted at logout with every cache but the
 * code's (web/lib/offline-store.ts), and replaced or deleted by every /admin the network answers.
 */
const DRAWN_PAGE_CACHE = 'cellar-admin-page';
const DRAWN_PAGE_KEY = '/admin';
/** server/features/admin-page/admin-page-routes.ts: whose cards a drawn page holds. */
const MEMBER_HEADER = 'X-Cellar-Member';

async function keepDrawnPage(response: Response): Promise<void> {
  const cache = await caches.open(DRAWN_PAGE_CACHE);
  if (response.headers.has(MEMBER_HEADER)) await cache.put(DRAWN_PAGE_KEY, response);
  // Signed out (the page every visitor gets): nobody's cards are kept any more.
  else if (response.ok) await cache.delete(DRAWN_PAGE_KEY);
}

/**
 * At activation, the page as the server draws it now: the page that registered this worker came
 * before it, so without this the first reload offline would find no drawn page to paint.
 */
async function keepDrawnPageNow(): Promise<void> {
  try {
    const response = await fetch(DRAWN_PAGE_KEY, { credentials: 'same-origin' });
    if (response.headers.has(MEMBER_HEADER)) await keepDrawnPage(response);
  } catch {
    // No network: the next /admin loaded online keeps it.
  }
}

/**
 * The member last signed in on this device, as the page keeps it (web/lib/offline-store.ts's
 * `session` store), or null. Never creates the page's database: it is the page's to create.
 */
function lastMember(): Promise<string | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open('cellar-offline');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      const done = (member: string | null) => {
        db.close();
        resolve(member);
      };
      try {
        const read = db.transaction('session').objectStore('session').get('last');
        read.onsuccess = () => {
          const user = read.result as { restaurantId?: string; userId?: string } | undefined;
          done(user?.restaurantId && user.userId ? `${user.restaurantId}:${user.userId}` : null);
        };
        read.onerror = () => done(null);
      } catch {
        done(null);
      }
    };
  });
}

/** The kept drawn page, when its cards are those of the member last signed in here. */
async function keptDrawnPage(): Promise<Response | undefined> {
  try {
    const [kept, member] = await Promise.all([
      caches
        .open(DRAWN_PAGE_CACHE)
        .then((cache) => cache.match(DRAWN_PAGE_KEY, { ignoreVary: true })),
      lastMember(),
    ]);
    return kept && member !== null && kept.headers.get(MEMBER_HEADER) === member ? kept : undefined;
  } catch {
    return undefined;
  }
}

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

// /admin's page from the network as today (a drawn one kept for later); with none (or no answer
// in time), the kept drawn page of the member last signed in here, else the kept plain one, which
// holds no data: the dashboard then reads the device's copy of the inventory.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && /^\/admin(\/|$)/.test(url.pathname),
  async ({ request, url, event }) => {
    try {
      const response = await withTimeout(request);
      if (/^\/admin\/?$/.test(url.pathname) && url.search === '') {
        event.waitUntil(keepDrawnPage(response.clone()).catch(() => undefined));
      }
      return response;
    } catch (error) {
      const drawn = /^\/admin\/?$/.test(url.pathname) ? await keptDrawnPage() : undefined;
      if (drawn) return drawn;
      const kept = await keptAdminPage();
      if (kept) return kept;
      throw error;
    }
  },
);

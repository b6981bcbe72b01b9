import { entriesInOrder } from '../../domain/guest-entries-order.js';
import type { FilterableEntry } from '../../domain/guest-menu-filters.js';
import type { StaffMenuJson } from '../../domain/guest-projection.js';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../domain/language-cookie.js';
import { liveEvents } from '../../domain/live-events.js';
import { followLanguageCookie } from '../lib/language-cookie.js';
import { applyFilters, fillSuggestions, replaceList } from './menu-filters-dom.js';

/**
 * The staff /menu's script: the page is drawn by the server (first paint without the
 * app's code); this adds what SPEC's screen does beyond reading. The filters (the public page's,
 * over the entries of GET /api/menu), the EN/FR and theme switches (the app's stored preferences),
 * the folding By The Glass, and the list kept live by the member's live feed: a change there only
 * says "ask again", with the shown version as the ETag (a bottle moved is a 304), and a new version
 * takes the new list from the server's page. Signed out, anywhere, it goes to the login screen.
 */

const RETRY_MS = 2_000;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

const main = byId<HTMLElement>('menu');
const form = byId<HTMLFormElement>('filters');
const toggle = byId<HTMLButtonElement>('toggle');
const count = byId<HTMLElement>('count');
const themeButton = byId<HTMLButtonElement>('theme');
const root = document.documentElement;
const language = root.lang;

let version = main?.dataset.version ?? '';
let entries: FilterableEntry[] = [];
/** Whether the member has used the filters: until then nothing is hidden or checked. */
let filtering = false;
let glassOpen = true;
/** Whether the filters were opened: their suggestions then follow the entries. */
let loaded = false;

const toLogin = () => location.assign('/login');

function storeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered (storage refused); the choice still applies now.
  }
}

// ---- What the list shows

const counts = new Intl.NumberFormat(language);
const plural = new Intl.PluralRules(language);

/** The count of bottle entries shown, as the server wrote it (the app's count_one / count_other). */
function showCount(): void {
  if (!count) return;
  const shown = document.querySelectorAll('#bottle li:not([hidden])').length;
  const form = plural.select(shown) === 'one' ? count.dataset.one : count.dataset.other;
  count.textContent = (form ?? '').replace('{count}', counts.format(shown));
}

function apply(): void {
  if (form) applyFilters(form, entries);
  showCount();
}

function showGlass(): void {
  const fold = byId<HTMLButtonElement>('fold');
  fold?.setAttribute('aria-expanded', String(glassOpen));
  const body = byId('glass-body');
  if (body) body.hidden = !glassOpen;
}

/** The server's page at its current version in place of the list shown (filters and fold kept). */
async function refreshList(): Promise<void> {
  const doc = await replaceList('same-origin');
  if (!doc) return;
  version = doc.getElementById('menu')?.dataset.version ?? version;
  showGlass();
  if (filtering) apply();
  else {
    const empty = byId('empty');
    if (empty) empty.hidden = doc.getElementById('empty')?.hidden ?? true;
    showCount();
  }
}

// ---- Live: the member's feed says when to ask again

let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let asking: Promise<void> | null = null;
let again = false;

/** GET /api/menu with the shown version: 304 when nothing a reader sees changed. */
async function fetchMenu(): Promise<{ menu: StaffMenuJson | null; revision: number }> {
  const response = await fetch('/api/menu', {
    headers: { Accept: 'application/json', 'If-None-Match': `"${version}"` },
    credentials: 'same-origin',
  });
  if (response.status === 401) {
    toLogin();
    throw new Error('signed out');
  }
  if (!response.ok && response.status !== 304) throw new Error(`menu: ${response.status}`);
  return {
    menu: response.status === 304 ? null : ((await response.json()) as StaffMenuJson),
    revision: Number(response.headers.get('X-Menu-Revision') ?? 0),
  };
}

function take(menu: StaffMenuJson): void {
  entries = [...entriesInOrder(menu.glass), ...entriesInOrder(menu.bottle)];
  if (loaded) fillSuggestions(entries);
}

function connect(since: number): void {
  source?.close();
  const events = new EventSource(`/api/live?since=${since}`);
  source = events;
  events.addEventListener(liveEvents.changes, () => void ask());
  events.addEventListener(liveEvents.reset, () => void ask(true));
  events.addEventListener(liveEvents.signedOut, toLogin);
  events.addEventListener(liveEvents.displaced, () => events.close());
  // Closed for good (a 401, the server gone): asking tells which, and reconnects.
  events.onerror = () => {
    if (events.readyState === EventSource.CLOSED) void ask(true);
  };
}

/** One question at a time; changes arriving meanwhile ask once more after it. */
function ask(reconnect = false): Promise<void> {
  if (asking) {
    again = true;
    return asking;
  }
  asking = (async () => {
    const { menu, revision } = await fetchMenu();
    if (menu !== null && menu.version !== version) {
      await refreshList();
      take(menu);
    } else if (menu !== null) {
      take(menu);
    }
    if (reconnect) connect(revision);
  })()
    .catch((error: unknown) => {
      // docs/product.md §8: errors go to the console; the page keeps what it shows and retries.
      console.error('Could not load the menu.', error);
      clearTimeout(retry);
      retry = setTimeout(() => void ask(true), RETRY_MS);
    })
    .finally(() => {
      asking = null;
      if (again) {
        again = false;
        void ask();
      }
    });
  return asking;
}

document.addEventListener('visibilitychange', () => {
  if (!document.hidden && source?.readyState === EventSource.CLOSED) void ask(true);
});

// ---- The filters: their entries are read when they are first opened

let loading: Promise<void> | null = null;
function loadEntries(): Promise<void> {
  loading ??= (async () => {
    loaded = true;
    const response = await fetch('/api/menu', { credentials: 'same-origin' });
    if (response.status === 401) return toLogin();
    if (!response.ok) throw new Error(`menu: ${response.status}`);
    const menu = (await response.json()) as StaffMenuJson;
    // The page may be a moment older than the JSON: take the list that matches it.
    if (menu.version !== version) await refreshList();
    take(menu);
  })().catch((error: unknown) => {
    console.error('Could not load the menu.', error);
    loading = null;
  });
  return loading;
}

toggle?.addEventListener('click', () => {
  if (!form) return;
  void loadEntries();
  form.hidden = !form.hidden;
  toggle.setAttribute('aria-expanded', String(!form.hidden));
  toggle.textContent = (form.hidden ? toggle.dataset.show : toggle.dataset.hide) ?? '';
});
form?.addEventListener('input', () => {
  filtering = true;
  void loadEntries().then(apply);
});
form?.addEventListener('submit', (event) => event.preventDefault());
// The reset clears the fields after this event: filter once they are empty.
form?.addEventListener('reset', () => setTimeout(apply));

// ---- By The Glass folds; the language and theme are the app's own preferences

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('#fold')) {
    glassOpen = !glassOpen;
    showGlass();
    return;
  }
  const lang = target?.closest<HTMLElement>('[data-lang]')?.dataset.lang;
  if (lang && lang !== language) {
    storeLocal(LANGUAGE_STORAGE_KEY, lang);
    followLanguageCookie(lang);
    location.reload();
  }
});

function showTheme(): void {
  if (!themeButton) return;
  const dark = root.getAttribute('data-mantine-color-scheme') === 'dark';
  const label = (dark ? themeButton.dataset.light : themeButton.dataset.dark) ?? '';
  themeButton.setAttribute('aria-label', label);
  themeButton.title = label;
}
themeButton?.addEventListener('click', () => {
  const next = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark';
  root.setAttribute('data-mantine-color-scheme', next);
  storeLocal(THEME_STORAGE_KEY, next);
  showTheme();
});
showTheme();

void ask(true);

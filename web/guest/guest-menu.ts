import type { FilterableEntry } from '../../domain/guest-menu-filters.js';
import { expandGuestEntries, type GuestMenuJson } from '../../domain/guest-menu-json.js';
import { applyFilters, fillSuggestions, replaceList } from './menu-filters-dom.js';

/**
 * The public guest page's script: the menu's filters (docs/product.md §2, the staff
 * /menu's own rules) over the server-rendered list, and the page kept live. It holds no menu of its
 * own: it reads /m/<token>/menu.json (the entries in the page's order) and hides list items; when
 * that JSON's version changes it takes the new list from the server's page. Without it the page
 * reads the same, without filters.
 */

const POLL_MS = 5_000;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

const main = byId<HTMLElement>('menu');
const form = byId<HTMLFormElement>('filters');
const tools = byId<HTMLElement>('tools');
const toggle = byId<HTMLButtonElement>('toggle');
const printButton = byId<HTMLButtonElement>('print');
const jsonUrl = `${location.pathname.replace(/\/$/, '')}/menu.json`;

let version = main?.dataset.version ?? '';
let entries: FilterableEntry[] = [];
/** Whether the guest has used the filters: until then nothing is hidden or checked. */
let filtering = false;

/**
 * The entries, read the first time the guest opens the filters: a guest who only reads the menu
 * costs the phone no JSON to parse and the server no bytes beyond the page.
 */
let loading: Promise<void> | null = null;
function loadEntries(): Promise<void> {
  loading ??= (async () => {
    const response = await fetch(jsonUrl, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) {
      // Refused for now (too many menus asked from this network, 429): the next use asks again.
      loading = null;
      return;
    }
    const body = (await response.json()) as GuestMenuJson;
    // The page may be a moment older than the JSON: take the list that matches it.
    if (body.version !== version) await refreshList(body.version);
    entries = expandGuestEntries(body);
    fillSuggestions(entries);
  })().catch(() => {
    loading = null;
  });
  return loading;
}

/** The current list from the server's page, in place of the one shown. */
async function refreshList(next: string): Promise<void> {
  const doc = await replaceList('omit');
  if (doc) version = doc.getElementById('menu')?.dataset.version ?? next;
}

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  clearTimeout(timer);
  // A little jitter: a thousand open pages do not ask in the same instant.
  timer = setTimeout(poll, POLL_MS * (0.8 + Math.random() * 0.4));
}

/**
 * One cheap question every few seconds: the version this page shows, as an ETag; the server answers
 * 304 (no body) from its held menu until the menu changes, and only then is the new one read and
 * shown.
 */
async function poll(): Promise<void> {
  if (document.hidden) return;
  try {
    const response = await fetch(jsonUrl, {
      cache: 'no-store',
      credentials: 'omit',
      headers: { 'If-None-Match': `"${version}"` },
    });
    if (response.status === 404) {
      // The link was replaced (New link) or the menu unpublished: this page's menu is no longer
      // kept current. Say so, and stop asking.
      byId('gone')?.removeAttribute('hidden');
      return;
    }
    if (response.status === 200) {
      const body = (await response.json()) as GuestMenuJson;
      if (body.version !== version) {
        await refreshList(body.version);
        entries = expandGuestEntries(body);
        if (loading) fillSuggestions(entries);
        if (filtering) apply();
      }
    }
  } catch {
    // Offline for a moment (a guest's phone in the cellar): the next poll tries again.
  }
  schedule();
}

document.addEventListener('visibilitychange', () => {
  if (!document.hidden) void poll();
});

toggle?.addEventListener('click', () => {
  if (!form) return;
  void loadEntries();
  form.hidden = !form.hidden;
  toggle.setAttribute('aria-expanded', String(!form.hidden));
  toggle.textContent = (form.hidden ? toggle.dataset.show : toggle.dataset.hide) ?? '';
});
printButton?.addEventListener('click', () => window.print());
function apply(): void {
  if (form) applyFilters(form, entries);
}

form?.addEventListener('input', () => {
  filtering = true;
  void loadEntries().then(apply);
});
form?.addEventListener('submit', (event) => event.preventDefault());
// The reset clears the fields after this event: filter once they are empty.
form?.addEventListener('reset', () => setTimeout(apply));

if (tools) tools.hidden = false;
schedule();

import type { GuestEntry, GuestProjection } from '../../../domain/guest-projection.js';
import { escapeHtml } from '../../../domain/html-escape.js';
import {
  COOKIE_ATTRIBUTES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '../../../domain/language-cookie.js';
import {
  countText,
  filtersHtml,
  type PageKind,
  type RenderedPage,
  sectionHtml,
  sha256,
} from './guest-page.js';
import { type GuestLanguage, guestLabels, guestLanguages } from './guest-page-labels.js';
import { STAFF_PAGE_CSS } from './guest-page-style.js';
import type { GuestScript } from './guest-script.js';
import { nativeNames, staffLabels } from './staff-page-labels.js';

/**
 * Before the first paint: the member's stored theme (Mantine's key; SPEC starts light) on <html>,
 * and, when the stored language is not the one the server drew (the cookie had not followed it
 * yet), the cookie set and the page asked again, once.
 */
const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if(s==='dark'||(s==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches))d.setAttribute('data-mantine-color-scheme','dark');var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}')==='fr'?'fr':'en';if(l!==d.lang){document.cookie='${LANGUAGE_COOKIE}='+l+'${COOKIE_ATTRIBUTES}';if(document.cookie.indexOf('${LANGUAGE_COOKIE}='+l)>=0)location.replace(location.href)}}catch(e){}})()`;

/**
 * The page's Content-Security-Policy hashes: the same for every restaurant and language, so a 304
 * carries the same policy as the page it revalidates (a browser takes a 304's headers).
 */
export const STAFF_PAGE_HASHES = {
  style: [sha256(STAFF_PAGE_CSS)],
  script: [sha256(HEAD_SCRIPT)],
} as const;

const icon = (paths: string, name: string) =>
  `<svg class="${name}" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
// web/lib/ui/icons.tsx's wine glass, sun and moon.
const WINE_GLASS =
  '<path d="M7 3h10c0 5.5-1.5 9-5 10-3.5-1-5-4.5-5-10Z"/><path d="M7.4 7.5h9.2"/><path d="M12 13v7"/><path d="M8 21h8"/>';
const SUN =
  '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>';
const MOON = '<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z"/>';

/** "12 wines to choose from" in the page's language (the app's count_one / count_other). */
export function staffCountText(count: number, language: GuestLanguage): string {
  const t = staffLabels[language];
  const form = new Intl.PluralRules(language).select(count) === 'one' ? t.countOne : t.countOther;
  return form.replace('{count}', countText(count, language));
}

/**
 * The staff /menu (SPEC §2's guest menu) drawn on the server from the same projection as
 * the public page, with every price: the app's header (its mark, EN/FR and the theme switch), the
 * restaurant's name above the title, the count, the filters and the list, so the first paint needs
 * no app code. Its script (web/guest/staff-menu.ts) runs the filters, the switches, the folding By
 * The Glass and keeps it live by the member's live feed.
 */
export function renderStaffPage(
  projection: GuestProjection,
  entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
  language: GuestLanguage,
  script: GuestScript | null,
  version: string,
): RenderedPage {
  const t = guestLabels[language];
  const s = staffLabels[language];
  const page: PageKind = {
    language,
    currency: projection.currency,
    hidePrices: false,
    staff: true,
  };
  const all = [...entries.glass, ...entries.bottle];
  const langs = guestLanguages
    .map(
      (lang) =>
        `<button type="button" data-lang="${lang}" lang="${lang}" aria-label="${nativeNames[lang]}" aria-pressed="${lang === language}">${lang.toUpperCase()}</button>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${language}" data-mantine-color-scheme="light"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(t.title)} · ${escapeHtml(s.appName)}</title>` +
    `<script>${HEAD_SCRIPT}</script>` +
    `<style>${STAFF_PAGE_CSS}</style>` +
    (script
      ? `<script type="module" src="${script.src}"></script>${script.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}`
      : '') +
    `</head><body>` +
    `<header class="bar"><span class="mark">${icon(WINE_GLASS, 'glass')}${escapeHtml(s.appName)}</span>` +
    `<div class="prefs"><div class="seg" role="group" aria-label="${s.language}">${langs}</div>` +
    `<button type="button" class="icon" id="theme" aria-label="${s.themeToDark}" title="${s.themeToDark}" data-dark="${escapeHtml(s.themeToDark)}" data-light="${escapeHtml(s.themeToLight)}">${icon(MOON, 'moon')}${icon(SUN, 'sun')}</button></div></header>` +
    `<main id="menu" data-version="${version}" data-lang="${language}">` +
    `<div class="hero"><div class="eyebrow">${escapeHtml(projection.restaurantName)}</div><h1>${escapeHtml(t.title)}</h1><div class="orn" aria-hidden="true">❦</div></div>` +
    `<div class="tools"><button type="button" id="toggle" aria-expanded="false" aria-controls="filters" data-show="${escapeHtml(t.showFilters)}" data-hide="${escapeHtml(t.hideFilters)}">${t.showFilters}</button>` +
    `<span class="count" id="count" data-testid="menu-count" data-one="${escapeHtml(s.countOne)}" data-other="${escapeHtml(s.countOther)}">${escapeHtml(staffCountText(entries.bottle.length, language))}</span></div>` +
    filtersHtml(projection, all, page) +
    `<div id="list">` +
    sectionHtml('glass', t.byTheGlass, projection.glass, page) +
    sectionHtml('bottle', t.byTheBottle, projection.bottle, page) +
    `</div>` +
    `<p class="empty" id="empty" data-testid="menu-empty"${all.length === 0 ? '' : ' hidden'}>${escapeHtml(t.empty)}</p>` +
    `</main></body></html>`;
  return { html, styleHashes: [...STAFF_PAGE_HASHES.style] };
}

import { createHash } from 'node:crypto';
import type { GuestEntry, GuestGroup, GuestProjection } from '../../../domain/guest-projection.js';
import { escapeHtml } from '../../../domain/html-escape.js';
import { DEFAULT_BOTTLE_SIZE_ML } from '../../../domain/inventory.js';
import { formatMoney } from '../../../domain/money.js';
import { normalizeText } from '../../../domain/text.js';
import { type GuestLanguage, guestLabels, guestLanguages } from './guest-page-labels.js';
import { GUEST_PAGE_CSS } from './guest-page-style.js';
import type { GuestScript } from './guest-script.js';

/**
 * The public guest page, built on the server from the guest projection only: readable
 * with JavaScript off, in the guest's language, light or dark by the guest's system, printable.
 * The filter script (web/guest/guest-menu.ts) adds the filters and keeps the page live.
 */

/** A CSS string literal: quotes, backslashes and anything not plain printable escaped. */
function cssString(text: string): string {
  return `"${text.replace(/[^\w .,'&-]/g, (char) => `\\${char.codePointAt(0)?.toString(16)} `)}"`;
}

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** As the app writes a menu's prices, in the restaurant's currency: $45, 12,50 €. */
function priceText(value: number, page: PageKind): string {
  return formatMoney(value, page.currency, page.language, 'menu');
}

/** Which page a list is drawn for: the public guest page, or the staff /menu (SPEC's screen). */
export interface PageKind {
  language: GuestLanguage;
  currency: string;
  hidePrices: boolean;
  staff: boolean;
}

const countFormats = new Map<GuestLanguage, Intl.NumberFormat>();

/** 1,500 or 1 500: a count as the app writes it (web/lib/number-format.ts formatCount). */
export function countText(value: number, language: GuestLanguage): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    countFormats.set(language, format);
  }
  return format.format(value);
}

/** SPEC's sizes on the staff /menu, in either language: in ml, only when not 750. */
function staffSizeText(ml: number, language: GuestLanguage): string | null {
  return ml === DEFAULT_BOTTLE_SIZE_ML ? null : `${countText(ml, language)} ml`;
}

/** fr: the law's way, in centilitres, always (75 cl); en: in ml, only when not 750. */
export function sizeText(ml: number, language: GuestLanguage): string | null {
  if (language === 'fr') return `${String(ml / 10).replace('.', ',')} cl`;
  return ml === DEFAULT_BOTTLE_SIZE_ML ? null : `${ml} ml`;
}

const COLOR_KEYS = { red: 'red', white: 'white', rose: 'rose', sparkling: 'sparkling' } as const;

export function colorLabel(color: string, language: GuestLanguage): string {
  const key = COLOR_KEYS[normalizeText(color) as keyof typeof COLOR_KEYS];
  return key ? guestLabels[language].colors[key] : color;
}

/**
 * One entry, in as few elements as it can be (a menu holds thousands, and a phone parses every one
 * before the page is still: Lighthouse TBT): the name in <b> with its vintage in <i>, the producer
 * in <span>, the details in <small>, "last bottle" in <mark>, and each price line in an <em> of the
 * right-hand column (the stylesheet places them by element, no class per entry).
 */
function entryHtml(entry: GuestEntry, page: PageKind): string {
  const { language, hidePrices, staff } = page;
  const t = guestLabels[language];
  // The staff /menu keeps its test ids (SPEC's screen, its browser tests) and SPEC's sizes.
  const id = (name: string) => (staff ? ` data-testid="${name}"` : '');
  const details = [entry.appellation.trim()];
  // fr: the color is always said, beside the appellation, whatever the grouping shows.
  if (language === 'fr' && !staff && entry.color !== '')
    details.push(colorLabel(entry.color, language));
  details.push(entry.grapes.join(', '));
  const detail = details.filter((part) => part !== '').join(' · ');
  const onRequest = `<em class="r">${t.onRequest}</em>`;
  let prices = '';
  if (entry.section === 'glass') {
    if (!hidePrices) {
      const pours: string[] = [];
      if (entry.price3oz !== null)
        pours.push(
          `<em${id('price-3oz')}><small>${t.pour3}</small>${priceText(entry.price3oz, page)}</em>`,
        );
      if (entry.price5oz !== null)
        pours.push(
          `<em${id('price-5oz')}><small>${t.pour5}</small>${priceText(entry.price5oz, page)}</em>`,
        );
      prices = pours.length > 0 ? pours.join('') : onRequest;
    }
  } else {
    if (!hidePrices) {
      prices =
        entry.price !== null
          ? `<em${id('price-bottle')}>${priceText(entry.price, page)}</em>`
          : onRequest;
    }
    const size = staff
      ? staffSizeText(entry.bottleSize, language)
      : sizeText(entry.bottleSize, language);
    if (size !== null) prices += `<em class="z"${id('bottle-size')}>${size}</em>`;
  }
  return (
    `<li${staff ? ` data-testid="menu-entry" data-section="${entry.section}"` : ''}><b>${escapeHtml(entry.name)}${entry.vintage === '' ? '' : ` <i>${escapeHtml(entry.vintage)}</i>`}</b>` +
    (entry.producer.trim() !== '' ? `<span>${escapeHtml(entry.producer)}</span>` : '') +
    (detail !== '' ? `<small>${escapeHtml(detail)}</small>` : '') +
    (entry.lastBottle ? `<mark>${t.lastBottle}</mark>` : '') +
    `${prices}</li>`
  );
}

/** Guests' subregions are a line of text; the staff /menu's a heading, as it always was. */
const HEADING = { color: 'h3', country: 'h4', region: 'h5', subregion: 'p' } as const;
const STAFF_HEADING = { ...HEADING, subregion: 'h6' } as const;
const GROUP_CLASS = {
  color: 'g-color',
  country: 'g-country',
  region: 'g-region',
  subregion: 'g-sub',
};

function groupHtml(group: GuestGroup, alone: boolean, page: PageKind): string {
  const { language, staff } = page;
  const t = guestLabels[language];
  const tag = (staff ? STAFF_HEADING : HEADING)[group.level];
  const label =
    group.label === null
      ? t.other
      : group.level === 'color'
        ? colorLabel(group.label, language)
        : group.label;
  // The unlabeled group is headed Other only beside labeled ones (as on the staff /menu).
  const heading =
    group.label !== null || !alone
      ? `<${tag}${group.level === 'subregion' ? ' class="sr"' : ''}>${escapeHtml(label)}</${tag}>`
      : '';
  const children = group.groups
    .map((child) => groupHtml(child, group.groups.length === 1, page))
    .join('');
  const entries =
    group.entries.length > 0
      ? `<ul>${group.entries.map((entry) => entryHtml(entry, page)).join('')}</ul>`
      : '';
  const testId = staff
    ? ` data-testid="menu-group-${group.level}" data-label="${escapeHtml(group.label ?? '')}"`
    : '';
  return `<div class="${GROUP_CLASS[group.level]}"${testId}>${heading}${children}${entries}</div>`;
}

const CHEVRON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m6 9 6 6 6-6"/></svg>';

/**
 * By The Glass or By The Bottle. On the staff /menu By The Glass folds (SPEC): its heading holds
 * the button, and its groups sit in a body the page's script hides.
 */
export function sectionHtml(
  id: 'glass' | 'bottle',
  title: string,
  groups: GuestGroup[],
  page: PageKind,
): string {
  if (groups.length === 0) return '';
  const body = groups.map((group) => groupHtml(group, groups.length === 1, page)).join('');
  if (!page.staff) {
    return `<section class="section" id="${id}" aria-labelledby="${id}-t"><h2 id="${id}-t">${escapeHtml(title)}</h2>${body}</section>`;
  }
  const heading =
    id === 'glass'
      ? `<h2 id="${id}-t"><button type="button" class="fold" id="fold" aria-expanded="true" aria-controls="glass-body">${escapeHtml(title)}${CHEVRON}</button></h2><div id="glass-body">${body}</div>`
      : `<h2 id="${id}-t">${escapeHtml(title)}</h2>${body}`;
  return `<section class="section" id="${id}" aria-labelledby="${id}-t" data-testid="menu-${id}">${heading}</section>`;
}

function optionsOf(entries: GuestEntry[]) {
  const colors = new Map<string, string>();
  const sizes = new Set<number>();
  for (const entry of entries) {
    const key = normalizeText(entry.color);
    if (key !== '' && !colors.has(key)) colors.set(key, entry.color);
    sizes.add(entry.bottleSize);
  }
  return { colors: [...colors.values()], sizes: [...sizes].sort((a, b) => a - b) };
}

export function filtersHtml(projection: GuestProjection, entries: GuestEntry[], page: PageKind) {
  const { language, staff } = page;
  const t = guestLabels[language];
  const { colors, sizes } = optionsOf(entries);
  const text = (name: string, label: string) =>
    `<label>${label}<input name="${name}" list="${name}-list" autocomplete="off"><datalist id="${name}-list"></datalist></label>`;
  // The staff /menu's bounds are text fields that take a decimal comma (as they always were).
  const number = (name: string, label: string) =>
    staff
      ? `<label>${label}<input name="${name}" inputmode="decimal" autocomplete="off"></label>`
      : `<label>${label}<input name="${name}" type="number" inputmode="decimal" min="0"></label>`;
  const sizeLabel = (ml: number) => sizeText(ml, language) ?? `${ml} ml`;
  return (
    `<form class="filters" id="filters" hidden role="search"${staff ? ' data-testid="menu-filters"' : ''}>` +
    `<label class="wide">${t.searchLabel}<input name="search" type="search" placeholder="${escapeHtml(t.searchPlaceholder)}" autocomplete="off"></label>` +
    `<label>${t.color}<select name="color"><option value="">${t.anyColor}</option>${colors.map((color) => `<option value="${escapeHtml(color)}">${escapeHtml(colorLabel(color, language))}</option>`).join('')}</select></label>` +
    `<label>${t.bottleSize}<select name="size"><option value="">${t.anySize}</option>${sizes.map((ml) => `<option value="${ml}">${sizeLabel(ml)}</option>`).join('')}</select></label>` +
    text('producer', t.producer) +
    text('grape', t.grape) +
    text('country', t.country) +
    text('region', t.region) +
    text('subregion', t.subregion) +
    number('vintageMin', t.vintageMin) +
    number('vintageMax', t.vintageMax) +
    (projection.hidePrices ? '' : number('priceMin', t.priceMin) + number('priceMax', t.priceMax)) +
    `<div class="wide"><button type="reset" id="clear">${t.clearAll}</button></div>` +
    `</form>`
  );
}

export interface RenderedPage {
  html: string;
  /** The CSP's style-src hashes of the page's own <style> blocks. */
  styleHashes: string[];
}

/**
 * The page for one language. `script` is the filter script's address (null when the web build is
 * absent: the page is then only read); `version` the projection's tag, which the script compares.
 */
export function renderGuestPage(
  projection: GuestProjection,
  entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
  language: GuestLanguage,
  script: GuestScript | null,
  version: string,
): RenderedPage {
  const t = guestLabels[language];
  const name = projection.restaurantName;
  const welcome = projection.welcome[language].trim();
  const pageStyle = `@page{margin:16mm 14mm;@top-center{content:${cssString(name)};font-size:9pt}@bottom-center{content:counter(page) " / " counter(pages);font-size:9pt}}`;
  const langs = guestLanguages
    .map(
      (lang) =>
        `<a href="?lang=${lang}" hreflang="${lang}" lang="${lang}"${lang === language ? ' aria-current="true"' : ''}>${lang.toUpperCase()}</a>`,
    )
    .join('');
  const all = [...entries.glass, ...entries.bottle];
  const page: PageKind = {
    language,
    currency: projection.currency,
    hidePrices: projection.hidePrices,
    staff: false,
  };
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.title)} · ${escapeHtml(name)}</title>` +
    `<style>${GUEST_PAGE_CSS}</style><style>${pageStyle}</style>` +
    (script
      ? `<script type="module" src="${script.src}"></script>${script.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}`
      : '') +
    `</head><body>` +
    `<header class="bar"><span class="brand">${escapeHtml(name)}</span><nav class="langs" aria-label="${t.language}">${langs}</nav></header>` +
    `<main id="menu" data-version="${version}" data-lang="${language}">` +
    // Shown by the script when the address stops answering (New link, or Unpublish): a page left
    // open would otherwise keep the old menu without a word.
    `<p class="gone" id="gone" role="alert" hidden>${escapeHtml(t.replaced)}</p>` +
    `<div class="hero"><div class="eyebrow">${escapeHtml(t.eyebrow)}</div><h1>${escapeHtml(t.title)}</h1><div class="orn" aria-hidden="true">❦</div>` +
    (welcome !== '' ? `<p class="welcome">${escapeHtml(welcome)}</p>` : '') +
    `</div>` +
    `<div class="tools" id="tools" hidden><button type="button" id="toggle" aria-expanded="false" aria-controls="filters" data-show="${escapeHtml(t.showFilters)}" data-hide="${escapeHtml(t.hideFilters)}">${t.showFilters}</button><button type="button" id="print">${t.print}</button></div>` +
    filtersHtml(projection, all, page) +
    `<div id="list">` +
    sectionHtml('glass', t.byTheGlass, projection.glass, page) +
    sectionHtml('bottle', t.byTheBottle, projection.bottle, page) +
    `</div>` +
    `<p class="empty" id="empty"${all.length === 0 ? '' : ' hidden'}>${escapeHtml(t.empty)}</p>` +
    `<p class="foot">${escapeHtml(name)}</p>` +
    `</main></body></html>`;
  return { html, styleHashes: [sha256(GUEST_PAGE_CSS), sha256(pageStyle)] };
}

/** A page of one message: a title and its sentence. */
function messagePage(language: GuestLanguage, title: string, text: string): RenderedPage {
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${GUEST_PAGE_CSS}</style></head><body><main>` +
    `<div class="hero"><h1>${escapeHtml(title)}</h1><p class="welcome">${escapeHtml(text)}</p></div>` +
    `</main></body></html>`;
  return { html, styleHashes: [sha256(GUEST_PAGE_CSS)] };
}

/** The same 404 for an unknown token, an unpublished menu and any malformed path. */
export function notFoundPage(language: GuestLanguage): RenderedPage {
  const t = guestLabels[language];
  return messagePage(language, t.notFoundTitle, t.notFound);
}

/** The 429 of an address past its quota (decision 0030). */
export function tooManyPage(language: GuestLanguage): RenderedPage {
  const t = guestLabels[language];
  return messagePage(language, t.tooManyTitle, t.tooMany);
}

import { vintageText } from '../../../domain/format-rules.js';
import type { CardFormat, FirstCards, ProductCard } from '../../../domain/product-cards.js';
import type { Category, LocalizedName } from '../../../domain/restaurant.js';

/** The wine card's words in one language, as scripts/route-pages.mjs copies them from the app's. */
export type CardLabels = Readonly<Record<string, string>>;

/**
 * How many cards the page draws: more than a phone's or a desktop's first screen shows (the
 * skeleton clips the rest); the app's first cards (all of them) come with the page as data.
 */
const DRAWN_CARDS = 12;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text put in HTML, as text or as an attribute's value: every wine's name is someone's input. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** i18next's `key_one` / `key_other` and `{{name, number}}`, as the app's strings are written. */
function label(
  labels: CardLabels,
  language: string,
  key: string,
  values: Readonly<Record<string, string | number>>,
): string {
  const count = values.count;
  const plural =
    typeof count === 'number'
      ? (labels[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? labels[`${key}_other`])
      : undefined;
  const template = plural ?? labels[key] ?? key;
  const numbers = new Intl.NumberFormat(language);
  return template.replace(/\{\{(\w+)(, *number)?\}\}/g, (_, name: string, number?: string) => {
    const value = values[name];
    if (value === undefined) return '';
    return number && typeof value === 'number' ? numbers.format(value) : String(value);
  });
}

/** web/features/dashboard/use-localized.ts: the language's name, else the other one. */
function localized(names: LocalizedName, language: string): string {
  return language === 'fr' ? names.fr || names.en : names.en || names.fr;
}

/** web/features/dashboard/wine-card.tsx's useCategoryLabel. */
function categoryLabel(card: ProductCard, categories: readonly Category[], language: string) {
  const category = categories.find((item) => item.key === card.product.mainCategory);
  if (!category) return null;
  const sub = category.subcategories.find((item) => item.key === card.product.subCategory);
  return sub
    ? `${localized(category, language)} · ${localized(sub, language)}`
    : localized(category, language);
}

function byVintage(formats: readonly CardFormat[]): Array<[string, CardFormat[]]> {
  const groups = new Map<string, CardFormat[]>();
  for (const item of formats) {
    const key = item.format.vintage.trim();
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

/** Every element of a card is named for Element Timing: the benches measure its first paint. */
const TIMED = 'elementtiming="first-card"';

/**
 * One wine card as web/features/dashboard/wine-card.tsx draws it: the same elements, classes
 * (vite.config.ts keeps their names) and words, so the app's card takes its place unchanged.
 * Its buttons do nothing until then: the skeleton holding it is inert.
 */
function cardHtml(
  card: ProductCard,
  categories: readonly Category[],
  labels: CardLabels,
  language: string,
): string {
  const t = (key: string, values: Readonly<Record<string, string | number>> = {}) =>
    escapeHtml(label(labels, language, key, values));
  const { product, formats, count } = card;
  const vintages = byVintage(formats)
    .map(([vintage, items]) => {
      const text = vintageText(vintage);
      const buttons = items.map(
        ({ format, count: formatCount }) =>
          `<button type="button" class="wine-card_format" data-variant="${formatCount > 0 ? 'light' : 'default'}" aria-label="${t('formatLabel', { vintage: text, size: format.bottleSize, count: formatCount })}" ${TIMED}>${t('formatButton', { size: format.bottleSize, count: formatCount })}</button>`,
      );
      return `<div class="wine-card_vintageRow"><span class="wine-card_vintage" ${TIMED}>${escapeHtml(text)}</span>${buttons.join('')}</div>`;
    })
    .join('');
  const category = categoryLabel(card, categories, language);
  return [
    `<div class="wine-card_card" data-testid="first-card" ${TIMED}>`,
    `<div class="wine-card_head"><button type="button" class="wine-card_name" ${TIMED}>${escapeHtml(product.name)}</button>`,
    `<span class="wine-card_count" ${TIMED}>${t('bottleCount', { count })}</span></div>`,
    `<p class="wine-card_category" ${TIMED}>${category === null ? t('noCategory') : escapeHtml(category)}</p>`,
    `<p class="wine-card_producer" ${TIMED}>${product.producer ? escapeHtml(product.producer) : t('notAvailable')}</p>`,
    formats.length === 0
      ? `<p class="wine-card_noFormats" ${TIMED}>${t('noFormats')}</p>`
      : `<div class="wine-card_vintages">${vintages}</div>`,
    '</div>',
  ].join('');
}

/** The first screen's cards, in the order the dashboard shows them. */
export function firstCardsHtml(first: FirstCards, labels: CardLabels, language: string): string {
  return first.cards
    .slice(0, DRAWN_CARDS)
    .map((card) => cardHtml(card, first.categories, labels, language))
    .join('');
}

/**
 * The first cards as data for the app, which draws the same cards from them without asking
 * (web/lib/first-cards-prefetch.ts). Not run (its type), so the page's CSP holds; `<` written as
 * its escape so that no wine's name can close the element.
 */
export function firstCardsData(first: FirstCards): string {
  const json = JSON.stringify(first).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-cards-data">${json}</script>`;
}

import type { Category } from './restaurant.js';
import { normalizeText } from './text.js';

/**
 * Which category and sub-category an imported row gets (decision 0022). A cell may name both;
 * what it leaves out is inferred from what the row says of the drink (its name, colour, region,
 * appellation, a Type column), never taken as the category's first sub-category: a spreadsheet's
 * every wine was Dessert and every whisky Blended, the first by key.
 */

export interface CategoryKeys {
  mainCategory: string;
  subCategory: string;
}

/** What a row says of its drink. */
export interface CategoryClues {
  /** The category cell: a category, `Category / Sub-category`, or a sub-category alone. */
  category: string;
  /** A Type or Sub-category column: a sub-category by name, or words such as `Red`, `Port`. */
  type: string;
  name: string;
  color: string;
  region: string;
  subregion: string;
  appellation: string;
}

const WINE = 'cat_wine';
const names = (item: { key: string; en: string; fr: string }) =>
  [item.key, item.en, item.fr].map(normalizeText);

/**
 * A category cell's main and sub-category keys, by key, English or French name, or a
 * sub-category alone; the sub-category is '' when the cell names the category only. Null when
 * the cell names nothing of this restaurant's.
 */
export function resolveCategory(raw: string, categories: readonly Category[]): CategoryKeys | null {
  const text = normalizeText(raw);
  if (text === '') return { mainCategory: '', subCategory: '' };
  const [mainText, subText] = text.split(/\s*[/>·:-]\s*(?=[^/>·:-]*$)/);
  for (const category of categories) {
    if (names(category).includes(text)) return { mainCategory: category.key, subCategory: '' };
    if (!names(category).includes(mainText ?? '') || subText === undefined) continue;
    const sub = category.subcategories.find((item) => names(item).includes(subText));
    if (sub) return { mainCategory: category.key, subCategory: sub.key };
  }
  for (const category of categories) {
    const sub = category.subcategories.find((item) => names(item).includes(text));
    if (sub) return { mainCategory: category.key, subCategory: sub.key };
  }
  return null;
}

/** Words other tools use for a kind of drink, and the category they most likely mean here. */
const CATEGORY_HINTS: ReadonlyArray<[RegExp, string]> = [
  [/champagne|cremant|prosecco|cava|sparkling|petillant|mousseux|effervescent/, 'Wine / Sparkling'],
  [/port|porto|madeira|madere|marsala|fortified|fortifie/, 'Wine / Fortified'],
  [/sauternes|dessert|sweet|liquoreux|moelleux|ice ?wine/, 'Wine / Dessert'],
  [/wine|vin|red|white|rose|rouge|blanc|dry|sec|still|tranquille/, 'Wine / Still'],
  [/scotch|single malt/, 'Whisky / Single Malt'],
  [/bourbon/, 'Whisky / Bourbon'],
  [/whisk/, 'Whisky / Blended'],
  [/beer|biere|ipa|lager|ale/, 'Beer / Ale'],
  [/cognac/, 'Brandy / Cognac / Cognac'],
  [/armagnac/, 'Brandy / Cognac / Armagnac'],
  [/calvados/, 'Brandy / Cognac / Calvados'],
  [/vermouth|aperitif|sherry|xeres|pastis/, 'Aperitif / Vermouth'],
];

/** The category an unknown cell most likely means, as `main/sub` keys, when one is guessed. */
export function proposeCategory(raw: string, categories: readonly Category[]): string | undefined {
  const text = normalizeText(raw);
  for (const [pattern, name] of CATEGORY_HINTS) {
    if (!pattern.test(text)) continue;
    const found = resolveCategory(name, categories);
    if (found && found.subCategory !== '') return `${found.mainCategory}/${found.subCategory}`;
  }
  return undefined;
}

/** Whole words or phrases, in normalised text (accents and case do not count). */
const words = (...phrases: string[]) =>
  new RegExp(`(^|[^a-z0-9])(${phrases.join('|')})($|[^a-z0-9])`);

/**
 * A wine's sub-category from what it says, most telling first: sparkling wines by name or
 * colour, fortified ones, sweet ones by their appellations and harvests, orange by its colour;
 * every other wine is still.
 */
const WINE_KINDS: ReadonlyArray<[RegExp, string]> = [
  [
    words(
      'champagne',
      'cremant',
      'cava',
      'prosecco',
      'franciacorta',
      'spumante',
      'sekt',
      'sparkling',
      'petillant',
      'mousseux',
      'effervescent',
      'brut',
      'pet nat',
    ),
    'subcat_sparkling',
  ],
  [
    words(
      'port',
      'porto',
      'sherry',
      'jerez',
      'xeres',
      'madeira',
      'madere',
      'marsala',
      'banyuls',
      'maury',
      'vin doux naturel',
      'fortified',
      'fortifie',
    ),
    'subcat_fortified',
  ],
  [
    words(
      'sauternes',
      'barsac',
      'tokaji',
      'tokay',
      'late harvest',
      'vendanges? tardives?',
      'selection de grains nobles',
      'sgn',
      'ice ?wine',
      'eiswein',
      'beerenauslese',
      'trockenbeerenauslese',
      'passito',
      'vin santo',
      'recioto',
      'monbazillac',
      'loupiac',
      'coteaux du layon',
      'quarts de chaume',
      'bonnezeaux',
      'vin de paille',
      'liquoreux',
      'dessert',
    ),
    'subcat_dessert',
  ],
  [words('orange', 'skin contact', 'vin orange', 'orange wine'), 'subcat_orange'],
];

/** A wine's colour in a Type column or a name. */
const WINE_COLORS = words(
  'red',
  'white',
  'rose',
  'rouge',
  'blanc',
  'tinto',
  'blanco',
  'wine',
  'vin',
);

/** Words that say a row is a drink of another category, before any of its names do. */
const OTHER_KINDS: ReadonlyArray<[RegExp, string, string]> = [
  [words('single malt'), 'cat_whisky', 'subcat_single_malt'],
  [words('bourbon'), 'cat_whisky', 'subcat_bourbon'],
  [words('rye'), 'cat_whisky', 'subcat_rye'],
  [words('scotch', 'whisky', 'whiskey'), 'cat_whisky', ''],
  [words('cognac'), 'cat_brandy_cognac', 'subcat_cognac'],
  [words('armagnac'), 'cat_brandy_cognac', 'subcat_armagnac'],
  [words('calvados'), 'cat_brandy_cognac', 'subcat_calvados'],
  [words('vermouth'), 'cat_aperitif', 'subcat_vermouth'],
  [words('pastis'), 'cat_aperitif', 'subcat_pastis'],
  [words('beer', 'biere', 'ipa', 'lager', 'stout'), 'cat_beer', ''],
];

/** The keys when this restaurant has that category (and sub-category, if one is named). */
function known(categories: readonly Category[], main: string, sub: string): CategoryKeys | null {
  const category = categories.find((item) => item.key === main);
  if (!category) return null;
  const has = sub === '' || category.subcategories.some((item) => item.key === sub);
  return { mainCategory: main, subCategory: has ? sub : '' };
}

/** A sub-category of `main` that the text names as a word ('' when none does). */
function namedSub(categories: readonly Category[], main: string, text: string): string {
  const category = categories.find((item) => item.key === main);
  const found = category?.subcategories.find((sub) =>
    [sub.en, sub.fr].some(
      (name) => name !== '' && words(escapeRegExp(normalizeText(name))).test(text),
    ),
  );
  return found?.key ?? '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wineSub(categories: readonly Category[], text: string): string {
  for (const [pattern, sub] of WINE_KINDS) {
    if (pattern.test(text) && known(categories, WINE, sub)?.subCategory === sub) return sub;
  }
  return known(categories, WINE, 'subcat_still')?.subCategory || namedSub(categories, WINE, text);
}

/**
 * The category and sub-category a row gets: what its category cell (or Type column) names,
 * the rest inferred. Null when the category cell names nothing of this restaurant's (the row is
 * refused, with a proposal). A row that says nothing of its drink has neither ('').
 */
export function inferCategory(
  clues: CategoryClues,
  categories: readonly Category[],
): CategoryKeys | null {
  const named = resolveCategory(clues.category, categories);
  if (named === null) return null;
  const typed = clues.type === '' ? null : resolveCategory(clues.type, categories);
  let { mainCategory, subCategory } = named;
  if (subCategory === '' && typed && (mainCategory === '' || typed.mainCategory === mainCategory)) {
    ({ mainCategory, subCategory } = typed);
  }
  if (subCategory !== '') return { mainCategory, subCategory };

  const text = normalizeText(
    [clues.type, clues.name, clues.color, clues.region, clues.subregion, clues.appellation].join(
      ' · ',
    ),
  );
  if (mainCategory === '') {
    // A colour, region or appellation is a wine's; else a word may say what the drink is.
    const wineLike = [clues.color, clues.region, clues.subregion, clues.appellation].some(
      (value) => value.trim() !== '',
    );
    const other = wineLike ? undefined : OTHER_KINDS.find(([pattern]) => pattern.test(text));
    const wineWords = WINE_COLORS.test(text) || WINE_KINDS.some(([pattern]) => pattern.test(text));
    if (other)
      return known(categories, other[1], other[2]) ?? { mainCategory: '', subCategory: '' };
    if (!wineLike && !wineWords) return { mainCategory: '', subCategory: '' };
    mainCategory = WINE;
    if (!known(categories, WINE, '')) return { mainCategory: '', subCategory: '' };
  }
  if (mainCategory === WINE) return { mainCategory, subCategory: wineSub(categories, text) };
  const hinted = OTHER_KINDS.find(
    ([pattern, main, sub]) => main === mainCategory && sub !== '' && pattern.test(text),
  );
  const sub = hinted ? (known(categories, mainCategory, hinted[2])?.subCategory ?? '') : '';
  return { mainCategory, subCategory: sub || namedSub(categories, mainCategory, text) };
}

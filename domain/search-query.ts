import { normalizeText } from './text.js';

/** Fields a `key:value` token can name in the dashboard search (docs/product.md §5). */
export const SEARCH_KEYS = [
  'name',
  'producer',
  'country',
  'region',
  'subregion',
  'appellation',
  'vintage',
  'location',
  'bin',
  'color',
  'category',
  'variety',
  'size',
  'barcode',
  'supplier',
  'style',
  'id',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

const KEY_ALIASES: Record<string, SearchKey> = {
  grape: 'variety',
  grapes: 'variety',
  varieties: 'variety',
  cepage: 'variety',
  producteur: 'producer',
  pays: 'country',
  millesime: 'vintage',
  emplacement: 'location',
  couleur: 'color',
  categorie: 'category',
  taille: 'size',
  nom: 'name',
};

export interface ParsedSearch {
  /** Free words: each must appear in some field. */
  terms: string[];
  /** key:value tokens: the value must appear in that field. */
  fields: Array<{ key: SearchKey; value: string }>;
}

const TOKEN = /(\p{L}+):(?:"([^"]*)"|(\S+))|"([^"]*)"|(\S+)/gu;

/**
 * Splits a query into free words and `key:value` tokens ("producer:rousseau vintage:2019",
 * `region:"cote de nuits"`), all normalised (case and accents ignored). An unknown key is a plain word.
 */
export function parseSearch(query: string): ParsedSearch {
  const terms: string[] = [];
  const fields: ParsedSearch['fields'] = [];
  for (const match of query.matchAll(TOKEN)) {
    const [, rawKey, quotedValue, plainValue, quotedTerm, plainTerm] = match;
    if (rawKey !== undefined) {
      const key = resolveKey(rawKey);
      const value = normalizeText(quotedValue ?? plainValue ?? '');
      if (key && value) fields.push({ key, value });
      else if (!key) terms.push(normalizeText(match[0]));
      continue;
    }
    const term = normalizeText(quotedTerm ?? plainTerm ?? '');
    if (term) terms.push(term);
  }
  return { terms, fields };
}

function resolveKey(raw: string): SearchKey | undefined {
  const key = normalizeText(raw);
  if ((SEARCH_KEYS as readonly string[]).includes(key)) return key as SearchKey;
  return KEY_ALIASES[key];
}

/** One item's searchable text, normalised, by field. */
export type SearchFields = Partial<Record<SearchKey, string>>;

/** The fields, and all of them joined: a free word may be found in any field. */
export interface SearchDocument {
  fields: SearchFields;
  all: string;
}

export function searchDocument(fields: SearchFields): SearchDocument {
  // A separator no one types: a quoted phrase cannot match across two fields.
  return { fields, all: Object.values(fields).join('\u001f') };
}

export function matchesSearch(document: SearchDocument, search: ParsedSearch): boolean {
  for (const { key, value } of search.fields) {
    if (!(document.fields[key] ?? '').includes(value)) return false;
  }
  for (const term of search.terms) if (!document.all.includes(term)) return false;
  return true;
}

/** Suggestions start at 2 characters (docs/product.md §5). */
export const SUGGESTION_MIN_LENGTH = 2;

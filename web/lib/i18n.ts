import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../domain/language-cookie.js';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { followLanguageCookie } from './language-cookie.js';
import { formatCount } from './number-format.js';
import { readStored, writeStored } from './stored-preference.js';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

const STORAGE_KEY = LANGUAGE_STORAGE_KEY;

function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

function initialLanguage(): Language {
  const stored = readStored(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

type Strings = Record<string, unknown>;

/**
 * Each feature area keeps its strings in its own file, web/locales/<lang>/<area>.json, whose
 * top-level keys are merged into the one namespace, so features never edit one shared file.
 * web/lib/locales.test.ts checks en and fr have the same keys and no two files share a top key.
 */
function merged(base: Strings, files: Record<string, unknown>): Strings {
  return Object.assign({}, base, ...Object.values(files).map((content) => content as Strings));
}

const enStrings = merged(
  en,
  import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' }),
);
// `satisfies` makes a key missing from fr.json a compile error (the area files: the unit test).
const frStrings = merged(
  fr satisfies typeof en,
  import.meta.glob('../locales/fr/*.json', { eager: true, import: 'default' }),
);

// Translations are bundled (docs/product.md §7): init is synchronous and makes no request.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: enStrings }, fr: { translation: frStrings } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  interpolation: { escapeValue: false },
});

// `{{count, number}}` in a string writes the number for the language (1,500 or 1 500) by the rule
// every screen uses; a value that is not a number goes through as it is.
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  typeof value === 'number' ? formatCount(value, language ?? 'en') : String(value),
);

document.documentElement.lang = i18n.language;
followLanguageCookie(currentLanguage());
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export function setLanguage(language: Language): void {
  writeStored(STORAGE_KEY, language);
  followLanguageCookie(language);
  void i18n.changeLanguage(language);
}

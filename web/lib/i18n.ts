import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../domain/language-cookie.js';
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

/**
 * Each language's strings are a chunk of their own (strings-en.ts, strings-fr.ts): a page
 * downloads only its language's, which its HTML names in its head (scripts/route-pages.mjs, and
 * the server picks the page by the language cookie), so it costs no extra trip. Another language
 * is fetched when chosen, before the switch.
 */
const chunks: Record<Language, () => Promise<{ base: Strings; areas: Record<string, unknown> }>> = {
  en: () => import('./strings-en.js'),
  fr: () => import('./strings-fr.js'),
};

async function load(language: Language): Promise<Strings> {
  const { base, areas } = await chunks[language]();
  return merged(base, areas);
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await load(language));
}

/** Resolves once the first language's strings are in: the app renders nothing before. */
export const i18nReady: Promise<void> = (async () => {
  const language = initialLanguage();
  const strings = await load(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: strings } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: languages,
    interpolation: { escapeValue: false },
  });
  // `{{count, number}}` in a string writes the number for the language (1,500 or 1 500) by the
  // rule every screen uses; a value that is not a number goes through as it is.
  i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatCount(value, language ?? 'en') : String(value),
  );
  document.documentElement.lang = i18n.language;
  followLanguageCookie(currentLanguage());
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
})();

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  writeStored(STORAGE_KEY, language);
  followLanguageCookie(language);
  await i18n.changeLanguage(language);
}

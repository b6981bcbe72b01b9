import type { GuestLanguage } from './guest-page-labels.js';

/**
 * The staff /menu's words beyond the guest page's (guest-page-labels.ts): the app's header and the
 * count, the same words as web/locales (app.name, preferences.*, guestMenu.count_*).
 */
const en = {
  appName: 'Cellar',
  language: 'Language',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  countOne: '{count} wine to choose from',
  countOther: '{count} wines to choose from',
};

const fr: typeof en = {
  appName: 'Cellar',
  language: 'Langue',
  themeToDark: 'Passer au thème sombre',
  themeToLight: 'Passer au thème clair',
  countOne: '{count} vin à découvrir',
  countOther: '{count} vins à découvrir',
};

export const staffLabels: Readonly<Record<GuestLanguage, typeof en>> = { en, fr };

/** Each language named in itself (the app's LanguageSwitch), so a reader finds theirs. */
export const nativeNames: Readonly<Record<GuestLanguage, string>> = {
  en: 'English',
  fr: 'Français',
};

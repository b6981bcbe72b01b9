import i18next from 'i18next';

/**
 * What `npm run catalog:import` says when it is done, in the operator's language (`LANG`, French
 * or English) with i18next's plurals: `Imported 1 catalog entry`, not `1 catalog entries`.
 */
const resources = {
  en: {
    translation: {
      summary: 'Imported {{entries}} ({{skipped}}: no valid barcode or name).',
      entries_one: '{{count}} catalog entry',
      entries_other: '{{count}} catalog entries',
      skipped_one: '{{count}} line skipped',
      skipped_other: '{{count}} lines skipped',
    },
  },
  fr: {
    translation: {
      summary: '{{entries}} ({{skipped}} : sans code-barres valide ni nom).',
      entries_one: '{{count}} entrée de catalogue importée',
      entries_other: '{{count}} entrées de catalogue importées',
      skipped_one: '{{count}} ligne ignorée',
      skipped_other: '{{count}} lignes ignorées',
    },
  },
};

/** `LANG=fr_FR.UTF-8` and the like: French; anything else: English. */
export function cliLanguage(lang: string | undefined): 'en' | 'fr' {
  return lang?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function catalogImportSummary(
  imported: number,
  skipped: number,
  language: 'en' | 'fr',
): string {
  const messages = i18next.createInstance();
  void messages.init({
    lng: language,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // Its own few words, not the app's: the app's typed keys (web/lib/i18next.d.ts) do not apply.
  const t = messages.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t('summary', {
    entries: t('entries', { count: imported }),
    skipped: t('skipped', { count: skipped }),
  });
}

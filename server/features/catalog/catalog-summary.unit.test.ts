import { describe, expect, it } from 'vitest';
import { catalogImportSummary, cliLanguage } from './catalog-summary.js';

describe('what the catalog import says when done', () => {
  it('counts in the plural only when there are several, in English and French', () => {
    expect(catalogImportSummary(1, 1, 'en')).toBe(
      'Imported 1 catalog entry (1 line skipped: no valid barcode or name).',
    );
    expect(catalogImportSummary(2, 0, 'en')).toBe(
      'Imported 2 catalog entries (0 lines skipped: no valid barcode or name).',
    );
    expect(catalogImportSummary(1, 0, 'fr')).toBe(
      '1 entrée de catalogue importée (0 ligne ignorée : sans code-barres valide ni nom).',
    );
    expect(catalogImportSummary(3, 2, 'fr')).toBe(
      '3 entrées de catalogue importées (2 lignes ignorées : sans code-barres valide ni nom).',
    );
  });

  it('speaks French when the operator’s LANG is French', () => {
    expect(cliLanguage('fr_FR.UTF-8')).toBe('fr');
    expect(cliLanguage('en_US.UTF-8')).toBe('en');
    expect(cliLanguage(undefined)).toBe('en');
  });
});

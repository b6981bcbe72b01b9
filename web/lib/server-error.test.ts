import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enReasons from '../locales/en/reasons.json';
import frReasons from '../locales/fr/reasons.json';
import { ApiError } from './api-client.js';
import { errorText, reasonOf, refusedIds } from './server-error.js';

async function translator(lng: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: enReasons }, fr: { translation: frReasons } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const barcodeInUse = new ApiError(
  409,
  'already-exists',
  'Barcode In Use: This barcode is already assigned to Chablis. Do you want…',
  { productId: 'w1', productName: 'Chablis' },
  'barcode-in-use',
);

describe('server errors on the web', () => {
  it('says a refusal by its reason in the user language, with its variables', async () => {
    const fr = await translator('fr');
    expect(errorText(fr, barcodeInUse, 'fallback')).toBe(
      'Ce code-barres est déjà attribué à Chablis. Voulez-vous le réattribuer à ce vin lors de l’enregistrement ?',
    );
    const en = await translator('en');
    expect(errorText(en, barcodeInUse, 'fallback')).toContain('already assigned to Chablis.');
  });

  it('never reads the English message: the same sentence without a reason is the fallback', async () => {
    const en = await translator('en');
    const noReason = new ApiError(409, 'already-exists', 'QR Code already in use.');
    expect(reasonOf(noReason)).toBeNull();
    expect(errorText(en, noReason, 'Could not save.')).toBe('Could not save.');
  });

  it('uses the fallback for a server failure and for no connection', async () => {
    const en = await translator('en');
    const crash = new ApiError(500, 'internal', 'x', undefined, 'internal');
    expect(errorText(en, crash, 'Could not save.')).toBe('Could not save.');
    expect(errorText(en, new ApiError(0, 'unavailable', 'offline'), 'Offline')).toBe('Offline');
    expect(errorText(en, new Error('bug'), 'Oops')).toBe('Oops');
  });

  it('reads the ids a refusal names', () => {
    const error = new ApiError(404, 'not-found', 'x', { ids: ['A', 3, 'B'] }, 'bottle-not-found');
    expect(refusedIds(error)).toEqual(['A', 'B']);
    expect(refusedIds(new Error('x'))).toEqual([]);
    expect(refusedIds(new ApiError(400, 'invalid-argument', 'x'))).toEqual([]);
  });
});

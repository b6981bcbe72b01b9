import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../domain/restaurant.js';
import type { ChangeOutcome, QueuedChange } from '../../../domain/sync.js';
import enQueue from '../../locales/en/offline-queue.json';
import enReasons from '../../locales/en/reasons.json';
import enRemovals from '../../locales/en/removals.json';
import frQueue from '../../locales/fr/offline-queue.json';
import frReasons from '../../locales/fr/reasons.json';
import frRemovals from '../../locales/fr/removals.json';
import { summarize } from './change-summary.js';
import { canTryAgain, changeText, outcomeText } from './change-text.js';
import { settledBy } from './replay.js';

async function translator(lng: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { translation: { ...enQueue, ...enReasons, ...enRemovals } },
      fr: { translation: { ...frQueue, ...frReasons, ...frRemovals } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const change = (
  operation: QueuedChange['operation'],
  input: QueuedChange['input'],
  seq = 1,
): QueuedChange => ({
  id: `c${seq}`,
  seq,
  madeAt: '2026-11-29T13:00:00.000Z',
  operation,
  input,
});

const locations = new Map([['loc1', { id: 'loc1', name: 'Cellar' } as Location]]);

describe('a queued change said in words', () => {
  it('names what was tried, in English and French', async () => {
    const en = await translator('en');
    const fr = await translator('fr');
    const move = summarize(
      change('moveBottles', { body: { ids: ['QR-1', 'QR-2'], locationId: 'loc1', bin: 'B3' } }),
    );
    expect(move.bottles).toEqual(['QR-1', 'QR-2']);
    expect(changeText(en, locations, move)).toBe('Move to Cellar · B3');
    expect(changeText(fr, locations, move)).toBe('Déplacer vers Cellar · B3');
    const remove = summarize(
      change('removeBottle', { params: { id: 'QR-9' }, query: { reason: 'sold' } }),
    );
    expect(remove.bottles).toEqual(['QR-9']);
    expect(changeText(en, locations, remove)).toBe('Remove (Sold)');
    const unplaced = summarize(
      change('updateBottle', { params: { id: 'QR-9' }, body: { locationId: null, bin: '' } }),
    );
    expect(changeText(en, locations, unplaced)).toBe('Move to Unassigned');
    const scan = summarize(
      change('scanIntoStocktake', {
        params: { id: 's1' },
        body: { code: 'QR-4', locationId: 'loc1', bin: '' },
      }),
    );
    expect(scan.bottles).toEqual(['QR-4']);
    expect(changeText(fr, locations, scan)).toBe('Compter dans Cellar');
  });

  it('says why it was refused, and offers to try again only when it could succeed', async () => {
    const en = await translator('en');
    const finished: ChangeOutcome = {
      id: 'c1',
      seq: 1,
      outcome: 'refused',
      reason: 'stocktake-finished',
      replayed: false,
    };
    expect(outcomeText(en, finished, 'en')).toBe(
      'This count is already finished. Nothing was changed.',
    );
    expect(canTryAgain(finished)).toBe(false);
    const paused = { ...finished, reason: 'stocktake-paused' };
    expect(canTryAgain(paused)).toBe(true);
    expect(outcomeText(en, { ...finished, reason: 'no-such-reason' }, 'en')).toBe(
      'It no longer applies.',
    );
  });

  it('writes a time among the details as the phone clock does: Removed by Ana at 14:02', async () => {
    const en = await translator('en');
    const fr = await translator('fr');
    const at = '2026-11-29T14:02:00.000Z';
    const removed: ChangeOutcome = {
      id: 'c1',
      seq: 1,
      outcome: 'refused',
      reason: 'bottle-removed-by',
      details: { by: 'Ana', at },
      replayed: false,
    };
    const clock = (language: string) =>
      new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(at));
    expect(outcomeText(en, removed, 'en')).toBe(`Removed by Ana at ${clock('en')}`);
    expect(outcomeText(fr, removed, 'fr')).toBe(`Retirée par Ana à ${clock('fr')}`);
    expect(outcomeText(en, removed, 'en')).not.toContain('2026');
    expect(canTryAgain(removed)).toBe(false);
  });

  it('settles only the changes the server answered for, not those it has not looked at', () => {
    const sent = [change('moveBottles', { body: {} }, 1), change('moveBottles', { body: {} }, 2)];
    const settled = settledBy(sent, [
      { id: 'c1', seq: 1, outcome: 'applied', replayed: false },
      { id: 'c2', seq: 2, outcome: 'not-yet', replayed: false },
      { id: 'other', seq: 3, outcome: 'applied', replayed: false },
    ]);
    expect(settled.map((item) => item.change.id)).toEqual(['c1']);
  });
});

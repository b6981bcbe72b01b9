import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../domain/activity.js';
import enActivity from '../../locales/en/activity.json';
import enInventory from '../../locales/en/inventory.json';
import enRemovals from '../../locales/en/removals.json';
import enTeam from '../../locales/en/team.json';
import frActivity from '../../locales/fr/activity.json';
import frInventory from '../../locales/fr/inventory.json';
import frRemovals from '../../locales/fr/removals.json';
import frTeam from '../../locales/fr/team.json';
import { activitySentence } from './activity-sentence.js';
import { relativeTime } from './relative-time.js';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { translation: { ...enActivity, ...enInventory, ...enRemovals, ...enTeam } },
    fr: { translation: { ...frActivity, ...frInventory, ...frRemovals, ...frTeam } },
  },
  lng: 'en',
  interpolation: { escapeValue: false },
});

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  revision: 1,
  at: '2026-11-25T10:00:00.000Z',
  actor: { id: 'u1', name: 'Ana Martin' },
  kind: 'bottles-moved',
  count: 12,
  place: { location: 'Cave 2', bin: 'B4' },
  product: null,
  name: null,
  reason: null,
  role: null,
  edits: null,
  stockCount: null,
  undoneImport: null,
  ...overrides,
});

describe('activitySentence', () => {
  it("says product.md's example move in English and French", () => {
    expect(activitySentence(i18n.getFixedT('en'), entry({}))).toBe(
      'Ana Martin moved 12 bottles to Cave 2 / B4',
    );
    expect(activitySentence(i18n.getFixedT('fr'), entry({}))).toBe(
      'Ana Martin a déplacé 12 bouteilles vers Cave 2 / B4',
    );
  });

  it('says a purchase order edited with its supplier, and drafts Reorder brought up to date', () => {
    const one = entry({ kind: 'orders-edited', count: 1, place: null, name: 'Vins Dupont' });
    const two = entry({ kind: 'orders-edited', count: 2, place: null });
    expect(activitySentence(i18n.getFixedT('en'), one)).toBe(
      'Ana Martin edited a purchase order: Vins Dupont',
    );
    expect(activitySentence(i18n.getFixedT('fr'), one)).toBe(
      'Ana Martin a modifié un bon de commande : Vins Dupont',
    );
    expect(activitySentence(i18n.getFixedT('en'), two)).toBe('Ana Martin edited 2 purchase orders');
    expect(activitySentence(i18n.getFixedT('fr'), two)).toBe(
      'Ana Martin a modifié 2 bons de commande',
    );
  });

  it('names the member whose role changed, and the role, the member removed, or who joined', () => {
    const promoted = entry({ kind: 'roles-changed', count: 1, place: null, name: 'Léo Petit' });
    const withRole = { ...promoted, role: 'manager' as const };
    expect(activitySentence(i18n.getFixedT('en'), withRole)).toBe(
      'Ana Martin changed the role of Léo Petit to Manager',
    );
    expect(activitySentence(i18n.getFixedT('fr'), withRole)).toBe(
      'Ana Martin a donné le rôle Gérant à Léo Petit',
    );
    const removed = { ...promoted, kind: 'members-removed' as const };
    expect(activitySentence(i18n.getFixedT('en'), removed)).toBe(
      'Ana Martin removed Léo Petit from the team',
    );
    expect(activitySentence(i18n.getFixedT('fr'), removed)).toBe(
      'Ana Martin a retiré Léo Petit de l’équipe',
    );
    const joined = { ...promoted, kind: 'members-joined' as const, role: 'staff' as const };
    expect(activitySentence(i18n.getFixedT('en'), joined)).toBe(
      'Ana Martin joined the team as Staff',
    );
    expect(activitySentence(i18n.getFixedT('fr'), joined)).toBe(
      'Ana Martin a rejoint l’équipe (Personnel)',
    );
  });

  it('names the wine, the place or nobody as the entry has them', () => {
    const t = i18n.getFixedT('en');
    expect(
      activitySentence(
        t,
        entry({ kind: 'bottles-removed', count: 1, place: null, product: 'Gevrey 2019' }),
      ),
    ).toBe('Ana Martin removed 1 bottle of Gevrey 2019');
    expect(
      activitySentence(
        t,
        entry({ kind: 'bottles-added', actor: null, place: { location: null, bin: '' } }),
      ),
    ).toBe('Someone added 12 bottles to Unassigned');
    expect(activitySentence(t, entry({ place: { location: 'Bar', bin: '' } }))).toBe(
      'Ana Martin moved 12 bottles to Bar',
    );
    expect(activitySentence(t, entry({ place: null }))).toBe('Ana Martin moved 12 bottles');
    expect(
      activitySentence(t, entry({ kind: 'products-added', count: 1, product: 'Gevrey' })),
    ).toBe('Ana Martin added a wine profile: Gevrey');
    expect(activitySentence(t, entry({ kind: 'locations', count: 1, name: 'Cave 2' }))).toBe(
      'Ana Martin changed the locations: Cave 2',
    );
  });
});

describe('activitySentence of a removal', () => {
  it('names why the bottles left, and nothing when it was not kept', () => {
    const removed = entry({ kind: 'bottles-removed', count: 3, place: null, reason: 'sold' });
    expect(activitySentence(i18n.getFixedT('en'), removed)).toBe(
      'Ana Martin removed 3 bottles (Sold)',
    );
    expect(activitySentence(i18n.getFixedT('fr'), { ...removed, reason: 'broken' })).toBe(
      'Ana Martin a retiré 3 bouteilles (Cassée)',
    );
    expect(
      activitySentence(i18n.getFixedT('en'), {
        ...removed,
        reason: 'gift',
        product: 'Gevrey 2019',
      }),
    ).toBe('Ana Martin removed 3 bottles of Gevrey 2019 (Gift / comp)');
    expect(activitySentence(i18n.getFixedT('en'), { ...removed, reason: null })).toBe(
      'Ana Martin removed 3 bottles',
    );
  });
});

describe('relativeTime', () => {
  it('takes the largest whole unit, in the language', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(relativeTime(new Date('2026-11-25T09:57:00Z'), now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(new Date('2026-11-24T09:00:00Z'), now, 'fr')).toBe('hier');
    expect(relativeTime(now, now, 'en')).toBe('now');
  });

  it("says an undone import's file, and what a stock count's Apply removed and moved", async () => {
    const undo = entry({
      kind: 'products-removed',
      count: 2,
      place: null,
      undoneImport: { file: 'cellar.csv', bottles: 3 },
    });
    const applied = entry({
      kind: 'stocktakes',
      count: 1,
      place: null,
      stockCount: { removed: 1, moved: 2 },
    });
    expect(activitySentence(i18n.t, undo)).toBe(
      'Ana Martin undid the import of cellar.csv: 3 bottles removed',
    );
    expect(activitySentence(i18n.t, { ...undo, undoneImport: { file: '', bottles: 1 } })).toBe(
      'Ana Martin undid an import: 1 bottle removed',
    );
    expect(activitySentence(i18n.t, applied)).toBe(
      'Ana Martin applied a stock count: removed 1 bottle, moved 2 bottles',
    );
    await i18n.changeLanguage('fr');
    try {
      expect(activitySentence(i18n.t, undo)).toBe(
        'Ana Martin a annulé l’import de cellar.csv : 3 bouteilles retirées',
      );
      expect(activitySentence(i18n.t, applied)).toBe(
        'Ana Martin a appliqué un comptage : 1 bouteille retirée, 2 bouteilles déplacées',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

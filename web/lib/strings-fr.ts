import type en from '../locales/en.json';
import fr from '../locales/fr.json';

// Every French string: a chunk of its own, so an English page never downloads it (i18n.ts).
// `satisfies` makes a key missing from fr.json a compile error (the area files: the unit test).
export const base = fr satisfies typeof en;
export const areas = import.meta.glob('../locales/fr/*.json', { eager: true, import: 'default' });

import en from '../locales/en.json';

// Every English string: a chunk of its own, so a French page never downloads it (i18n.ts).
export const base = en;
export const areas = import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' });

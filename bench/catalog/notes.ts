import type { Random } from '../random.js';

/**
 * Tasting-note vocabulary by family. French words (sous-bois, crème de cassis) sit among English
 * ones, as they do on a Montréal wine list, so free-text search meets accents there too.
 */
const AROMAS: Record<NoteFamily, readonly string[]> = {
  red: [
    'black cherry',
    'crème de cassis',
    'violet',
    'leather',
    'tobacco',
    'sous-bois',
    'plum',
    'raspberry',
    'graphite',
    'licorice',
    'dried rose',
    'garrigue',
  ],
  white: [
    'lemon zest',
    'green apple',
    'white peach',
    'acacia',
    'brioche',
    'wet stone',
    'honeysuckle',
    'pear',
    'hazelnut',
    'beeswax',
    'grapefruit',
    'fleur de sel',
  ],
  rose: ['strawberry', 'watermelon', 'red currant', 'herbes de Provence', 'orange peel', 'pêche'],
  sparkling: ['brioche', 'toasted almond', 'lemon curd', 'green apple', 'pâtisserie', 'chalk'],
  whisky: [
    'vanilla',
    'toffee',
    'peat smoke',
    'sea salt',
    'dried fruit',
    'heather honey',
    'crème brûlée',
    'oak spice',
  ],
  beer: [
    'citrus hops',
    'pine',
    'caramel malt',
    'roasted coffee',
    'dark chocolate',
    'clove',
    'funk',
  ],
  brandy: ['candied orange', 'dried apricot', 'rancio', 'crème brûlée', 'cinnamon', 'fig'],
  aperitif: ['bitter orange', 'wormwood', 'gentian', 'anise', 'fennel', 'almond', 'saline'],
};

const PALATES: Record<NoteFamily, readonly string[]> = {
  red: ['Firm tannins, long finish.', 'Silky, medium-bodied.', 'Full-bodied with ripe tannins.'],
  white: ['Bright acidity, saline finish.', 'Round and textured.', 'Off-dry, lifted finish.'],
  rose: ['Crisp and dry.', 'Light, refreshing, bone-dry.'],
  sparkling: ['Fine bead, crisp and dry.', 'Creamy mousse, long finish.'],
  whisky: ['Warming, long finish.', 'Oily texture, a drop of water opens it.'],
  beer: ['Dry, bitter finish.', 'Tart and refreshing.', 'Roasty, full body.'],
  brandy: ['Smooth, long and warming.', 'Serve neat at room temperature.'],
  aperitif: ['Serve over ice with a twist.', 'Bittersweet, long finish.'],
};

const ADVICE = [
  '',
  '',
  'Decant one hour before serving.',
  'Drink now or cellar 5–10 years.',
  'Pairs with duck confit.',
  'Accord parfait : fromages affinés.',
];

export type NoteFamily =
  | 'red'
  | 'white'
  | 'rose'
  | 'sparkling'
  | 'whisky'
  | 'beer'
  | 'brandy'
  | 'aperitif';

export function tastingNote(random: Random, family: NoteFamily): string {
  const aromas = AROMAS[family];
  const first = random.pick(aromas);
  const second = random.pick(aromas.filter((aroma) => aroma !== first));
  const text = `Notes of ${first} and ${second}. ${random.pick(PALATES[family])}`;
  const advice = random.pick(ADVICE);
  return advice ? `${text} ${advice}` : text;
}

/** Importers and agencies; the SAQ appears because most Québec bottles come through it. */
export const SUPPLIERS = [
  'SAQ',
  'SAQ',
  'Agence Vignoble Nord',
  'Importations Côté Cave',
  'Sélections Bérubé',
  'Vins & Spiritueux Laurier',
  'Maison Saint-Urbain',
  'Les Caves Boréales',
  'Distribution Mont-Royal',
  'Œnothèque Lafrance',
  'Agence Terroirs & Cie',
  '',
];

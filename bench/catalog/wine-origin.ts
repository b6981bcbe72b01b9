import type { HouseKey } from './houses.js';
import type { Origin, StyleOption } from './origin.js';

/** What most wines of a country share, so each catalog entry lists only what is particular. */
interface CountryDefaults {
  designation: string;
  house: HouseKey;
  namedBy: Origin['namedBy'];
  cuvees: readonly string[];
}

const FR_CUVEES = [
  '',
  '',
  'Vieilles Vignes',
  'Cuvée Prestige',
  'Réserve',
  'Cuvée Élise',
  'Les Clos',
];
const IT_CUVEES = ['', '', 'Vigna del Sole', 'Bricco Rosso', 'Vigneto Alto', 'Sorì', 'Poggio'];
const ES_CUVEES = ['', '', 'Viña Alta', 'Cosecha', 'Selección Especial', 'Pago del Río'];
const PT_CUVEES = ['', '', 'Reserva', 'Vinha Velha', 'Grande Reserva'];
const DE_CUVEES = [
  '',
  'Kabinett',
  'Spätlese',
  'Trocken',
  'Großes Gewächs',
  'Feinherb',
  'Alte Reben',
];
const EN_CUVEES = [
  '',
  '',
  'Reserve',
  'Estate',
  'Old Vine',
  'Single Vineyard',
  "Winemaker's Selection",
];

const COUNTRIES: Record<string, CountryDefaults> = {
  France: { designation: 'AOC', house: 'fr', namedBy: 'place', cuvees: FR_CUVEES },
  Italy: { designation: 'DOC', house: 'it', namedBy: 'place', cuvees: IT_CUVEES },
  Spain: { designation: 'DO', house: 'es', namedBy: 'place', cuvees: ES_CUVEES },
  Portugal: { designation: 'DOC', house: 'pt', namedBy: 'place', cuvees: PT_CUVEES },
  Germany: { designation: 'Prädikatswein', house: 'de', namedBy: 'grape', cuvees: DE_CUVEES },
  Austria: {
    designation: 'DAC',
    house: 'de',
    namedBy: 'grape',
    cuvees: ['', '', 'Ried Achleiten', 'Ried Kellerberg', 'Ried Steinertal', 'Alte Reben'],
  },
  Hungary: { designation: 'OEM', house: 'hu', namedBy: 'place', cuvees: [''] },
  Greece: { designation: 'PDO', house: 'gr', namedBy: 'place', cuvees: ['', 'Nykteri'] },
  USA: { designation: 'AVA', house: 'en', namedBy: 'grape', cuvees: EN_CUVEES },
  Canada: { designation: 'VQA', house: 'en', namedBy: 'grape', cuvees: EN_CUVEES },
  Australia: { designation: 'GI', house: 'en', namedBy: 'grape', cuvees: EN_CUVEES },
  'New Zealand': { designation: 'GI', house: 'en', namedBy: 'grape', cuvees: EN_CUVEES },
  'South Africa': { designation: 'WO', house: 'en', namedBy: 'grape', cuvees: EN_CUVEES },
  Argentina: { designation: 'IG', house: 'latam', namedBy: 'grape', cuvees: ES_CUVEES },
  Chile: { designation: 'DO', house: 'latam', namedBy: 'grape', cuvees: ES_CUVEES },
};

interface WineExtra {
  designation?: string;
  house?: HouseKey;
  namedBy?: Origin['namedBy'];
  classifications?: readonly string[];
  cuvees?: readonly string[];
}

/**
 * A wine origin. `place` is written "Country > Region > Subregion > Appellation" because that is
 * how a sommelier reads it, and it keeps the catalog one line per entry.
 */
export function wine(
  w: number,
  place: string,
  cost: readonly [number, number],
  options: readonly StyleOption[],
  extra: WineExtra = {},
): Origin {
  const [country = '', region = '', subregion = '', appellation = ''] = place.split(' > ');
  const defaults = COUNTRIES[country];
  if (!defaults) throw new Error(`No wine defaults for ${country}`);
  return {
    w,
    country,
    region,
    subregion,
    appellation,
    designation: extra.designation ?? defaults.designation,
    classifications: extra.classifications ?? [''],
    house: extra.house ?? defaults.house,
    namedBy: extra.namedBy ?? defaults.namedBy,
    cuvees: extra.cuvees ?? defaults.cuvees,
    cost,
    options,
  };
}

import type { HouseKey } from './houses.js';
import { type Origin, option, type StyleOption } from './origin.js';

interface SpiritExtra {
  designation?: string;
  classifications?: readonly string[];
}

/**
 * Spirits, beers and aperitifs are named after their brand and an expression ("Glenmore 12 Year
 * Old", "Bérard XO"). `place` may stop early: whisky has no appellation, beer shows no origin.
 */
function branded(
  w: number,
  place: string,
  house: HouseKey,
  cost: readonly [number, number],
  expressions: readonly string[],
  options: readonly StyleOption[],
  extra: SpiritExtra = {},
): Origin {
  const [country = '', region = '', subregion = '', appellation = ''] = place
    ? place.split(' > ')
    : [];
  return {
    w,
    country,
    region,
    subregion,
    appellation,
    designation: extra.designation ?? '',
    classifications: extra.classifications ?? [''],
    house,
    namedBy: 'brand',
    cuvees: expressions,
    cost,
    options,
  };
}

const MALT = ['Malted Barley'];
const SCOTCH_AGES = ['10 Year Old', '12 Year Old', '15 Year Old', '18 Year Old', '21 Year Old'];
const SCOTCH_RANGE = [...SCOTCH_AGES, 'Cask Strength', 'Double Wood', 'Distillers Edition'];
const singleMalt = (styles: readonly string[]) =>
  option('subcat_single_malt', '', MALT, { styles, alcohol: [40, 48], blend: false });
const blended = (grains: readonly string[]) =>
  option('subcat_blended', '', grains, { alcohol: [40, 43], styles: ['', 'Sherry Cask'] });
const BOURBON_STYLES = [
  'Small Batch',
  'Single Barrel',
  'Bottled-in-Bond',
  'Straight Bourbon',
  'Wheated',
];

export const WHISKIES: readonly Origin[] = [
  branded(5, 'Scotland > Speyside > Dufftown', 'scotch', [5500, 25000], SCOTCH_RANGE, [
    singleMalt(['Sherry Cask', 'Bourbon Cask', 'Port Finish', '']),
  ]),
  branded(2, 'Scotland > Speyside > Rothes', 'scotch', [5000, 20000], SCOTCH_RANGE, [
    singleMalt(['Sherry Cask', 'Bourbon Cask']),
  ]),
  branded(3, 'Scotland > Islay > Port Ellen', 'scotch', [6000, 30000], SCOTCH_RANGE, [
    singleMalt(['Peated', 'Heavily Peated', 'Peated Sherry Cask']),
  ]),
  branded(1, 'Scotland > Islay > Bowmore', 'scotch', [6000, 22000], SCOTCH_AGES, [
    singleMalt(['Peated']),
  ]),
  branded(2, 'Scotland > Highlands > Northern Highlands', 'scotch', [5000, 20000], SCOTCH_RANGE, [
    singleMalt(['Bourbon Cask', 'Wine Cask Finish', 'Lightly Peated']),
  ]),
  branded(1, 'Scotland > Campbeltown > Campbeltown', 'scotch', [6000, 18000], SCOTCH_AGES, [
    singleMalt(['Lightly Peated', 'Sherry Cask']),
  ]),
  branded(
    2,
    'Scotland > Lowlands > Girvan',
    'scotch',
    [2800, 9000],
    ['', 'Reserve', '12 Year Old Blend'],
    [blended(['Malted Barley', 'Wheat'])],
  ),
  branded(
    4,
    'USA > Kentucky > Bardstown',
    'bourbon',
    [3000, 12000],
    ['', 'Reserve', 'Barrel Proof', 'Private Select'],
    [
      option('subcat_bourbon', '', ['Corn', 'Rye', 'Malted Barley'], {
        w: 3,
        styles: BOURBON_STYLES,
        alcohol: [40, 62],
      }),
      option('subcat_bourbon', '', ['Corn', 'Wheat', 'Malted Barley'], {
        styles: ['Wheated'],
        alcohol: [45, 57],
      }),
    ],
  ),
  branded(
    1,
    'USA > Kentucky > Louisville',
    'bourbon',
    [3500, 9000],
    ['Straight Rye', 'Single Barrel Rye'],
    [option('subcat_rye', '', ['Rye', 'Corn', 'Malted Barley'], { alcohol: [45, 55] })],
  ),
  branded(
    1,
    'Canada > Ontario > Windsor',
    'bourbon',
    [2500, 6000],
    ['', 'Lot 12', '12 Year Old'],
    [option('subcat_rye', '', ['Corn', 'Rye', 'Malted Barley'], { alcohol: [40, 45] })],
  ),
  branded(
    2,
    'Ireland > Cork > Midleton',
    'irish',
    [3500, 15000],
    ['', 'Single Pot Still', '12 Year Old', 'Sherry Finish'],
    [blended(['Malted Barley', 'Unmalted Barley', 'Corn'])],
  ),
  branded(
    1,
    'Japan > Hokkaidō > Yoichi',
    'japan',
    [9000, 35000],
    ['', 'Single Malt', '12 Year Old'],
    [singleMalt(['Peated', 'Mizunara Cask'])],
  ),
  branded(
    1,
    'Japan > Yamanashi > Hokuto',
    'japan',
    [6000, 18000],
    ['', 'Harmony', 'Kōri'],
    [blended(['Malted Barley', 'Corn'])],
  ),
];

export const BEERS: readonly Origin[] = [
  branded(
    3,
    '',
    'breweryBe',
    [300, 900],
    ['', '', 'Cuvée des Moines', 'Grand Cru', 'Réserve Hiver'],
    [
      option('subcat_ale', '', [], {
        w: 3,
        styles: ['Saison', 'Tripel', 'Dubbel', 'Blonde'],
        alcohol: [6, 10],
      }),
      option('subcat_sour', '', [], {
        styles: ['Oude Gueuze', 'Kriek', 'Lambic'],
        alcohol: [5, 7],
      }),
    ],
  ),
  branded(
    2,
    '',
    'breweryDe',
    [250, 700],
    [''],
    [
      option('subcat_lager', '', [], {
        w: 2,
        styles: ['Helles', 'Pils', 'Märzen', 'Dunkel'],
        alcohol: [4.5, 6],
      }),
      option('subcat_ale', '', [], {
        styles: ['Weißbier', 'Hefeweizen', 'Kölsch'],
        alcohol: [4.5, 5.5],
      }),
    ],
  ),
  branded(
    4,
    '',
    'breweryQc',
    [300, 800],
    ['', 'Nuit Polaire', 'Aurore Boréale', 'La Grande Ourse', 'Érablière', 'Péché Véniel'],
    [
      option('subcat_ale', '', [], {
        w: 3,
        styles: ['IPA', 'Double IPA', 'Saison', 'Blanche'],
        alcohol: [5, 9],
      }),
      option('subcat_stout', '', [], {
        styles: ['Stout Impérial', 'Porter Baltique'],
        alcohol: [7, 11],
      }),
      option('subcat_sour', '', [], { styles: ['Gose', 'Sure aux framboises'], alcohol: [4, 6] }),
    ],
  ),
  branded(
    2,
    '',
    'breweryUs',
    [250, 700],
    ['', 'Cloud Nine', 'Ridgeline'],
    [
      option('subcat_ale', '', [], {
        w: 2,
        styles: ['West Coast IPA', 'Hazy IPA', 'Pale Ale'],
        alcohol: [5.5, 8],
      }),
      option('subcat_stout', '', [], {
        styles: ['Imperial Stout', 'Oatmeal Stout'],
        alcohol: [6, 12],
      }),
    ],
  ),
  branded(
    1,
    '',
    'breweryCz',
    [250, 500],
    [''],
    [
      option('subcat_lager', '', [], {
        styles: ['Světlý ležák', 'Pilsner', 'Tmavé'],
        alcohol: [4, 5.5],
      }),
    ],
  ),
];

const COGNAC_GRADES = ['VS', 'VSOP', 'VSOP', 'XO', 'XO', 'Hors d’Âge', 'Napoléon', 'Extra'];

export const BRANDIES: readonly Origin[] = [
  branded(
    4,
    'France > Cognac > Grande Champagne > Cognac',
    'cognac',
    [3500, 25000],
    COGNAC_GRADES,
    [option('subcat_cognac', '', [], { alcohol: [40, 42] })],
    { designation: 'AOC', classifications: ['Grande Champagne', 'Premier Cru'] },
  ),
  branded(
    2,
    'France > Cognac > Fins Bois > Cognac',
    'cognac',
    [3000, 12000],
    COGNAC_GRADES,
    [option('subcat_cognac', '', [], { alcohol: [40, 42] })],
    { designation: 'AOC' },
  ),
  branded(
    2,
    'France > Armagnac > Bas-Armagnac > Bas-Armagnac',
    'armagnac',
    [4000, 20000],
    ['', 'VSOP', 'XO', 'Hors d’Âge', 'Blanche'],
    [option('subcat_armagnac', '', [], { alcohol: [40, 48] })],
    { designation: 'AOC' },
  ),
  branded(
    2,
    "France > Normandie > Pays d'Auge > Calvados Pays d'Auge",
    'armagnac',
    [3500, 15000],
    ['Fine', 'VSOP', 'XO', 'Hors d’Âge', '15 Ans'],
    [option('subcat_calvados', '', [], { alcohol: [40, 42] })],
    { designation: 'AOC' },
  ),
  branded(
    1,
    'Spain > Andalucía > Jerez > Brandy de Jerez',
    'jerez',
    [2500, 9000],
    ['Solera', 'Solera Reserva', 'Solera Gran Reserva'],
    [option('subcat_brandy', '', [], { alcohol: [36, 40] })],
    { designation: 'IG' },
  ),
  branded(
    1,
    'Peru > Ica > Ica > Pisco',
    'latam',
    [2500, 6000],
    ['Quebranta', 'Acholado', 'Mosto Verde'],
    [option('subcat_brandy', '', [], { alcohol: [40, 43] })],
    { designation: 'DO' },
  ),
];

export const APERITIFS: readonly Origin[] = [
  branded(
    3,
    'Italy > Piemonte > Torino > Vermouth di Torino',
    'aperitifIt',
    [1800, 4500],
    ['Rosso', 'Bianco', 'Extra Dry', 'Riserva'],
    [option('subcat_vermouth', '', [], { alcohol: [16, 18] })],
    { designation: 'IG' },
  ),
  branded(
    1,
    'France > Savoie > Chambéry > Vermouth de Chambéry',
    'aperitifFr',
    [1600, 3500],
    ['Blanc', 'Rouge', 'Dry'],
    [option('subcat_vermouth', '', [], { alcohol: [16, 18] })],
    { designation: 'AOC' },
  ),
  branded(
    2,
    'Italy > Lombardia > Milano',
    'aperitifIt',
    [1800, 4000],
    ['Bitter', 'Amaro', 'Aperitivo', 'Amaro Alpino'],
    [option('subcat_bitter', '', [], { alcohol: [11, 28] })],
  ),
  branded(
    1,
    'France > Provence > Marseille',
    'aperitifFr',
    [2000, 4000],
    ['Pastis', 'Pastis de Marseille', 'Anisé'],
    [option('subcat_pastis', '', [], { alcohol: [40, 45] })],
  ),
  branded(
    2,
    'Spain > Andalucía > Jerez > Jerez-Xérès-Sherry',
    'jerez',
    [1500, 6000],
    [''],
    [
      option('subcat_sherry', '', [], {
        styles: ['Fino', 'Amontillado', 'Oloroso', 'Pedro Ximénez', 'Palo Cortado'],
        alcohol: [15, 20],
      }),
    ],
    { designation: 'DO' },
  ),
  branded(
    1,
    'Spain > Andalucía > Sanlúcar de Barrameda > Manzanilla-Sanlúcar de Barrameda',
    'jerez',
    [1400, 4000],
    [''],
    [
      option('subcat_sherry', '', [], {
        styles: ['Manzanilla', 'Manzanilla Pasada'],
        alcohol: [15, 15.5],
      }),
    ],
    { designation: 'DO' },
  ),
];

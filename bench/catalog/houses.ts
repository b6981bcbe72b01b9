/**
 * Producer names as they are written in each country. Accented surnames are on purpose: search
 * must find "Bérard" when staff type "berard", and "Müller" from "muller".
 */
export interface House {
  /** `{n}` is replaced by one of `names`; that name is also the brand of spirits and beers. */
  readonly forms: readonly string[];
  readonly names: readonly string[];
}

const FRENCH = [
  'Bérard',
  'Lefèvre',
  'Guérin',
  'Rousseau',
  'Mercier',
  'Faure',
  'Chevalier',
  'Gauthier',
  'Boucher',
  'Dupré',
  'Lemaître',
  'Moreau',
  'Girard',
  'Roché',
  'Noël',
  'Hébert',
  'Bonnefoy',
  'Delaunay',
  'Fèvre',
  'Maréchal',
  'Lacroix',
  'Vallet',
  'Sauzet',
  'Coche',
  'Thénard',
  'Brégeon',
  'Chauvenet',
  'Ogier',
  'Jobard',
  'Pélissier',
  'Ducrocq',
  'Champeaux',
  'Vérot',
  'Aubert',
  'Grivot',
  'Lamarche',
  'Cécillon',
  'Jouët',
];
const ITALIAN = [
  'Rossi',
  'Bianchi',
  'Conti',
  'Ferrero',
  'Marchetti',
  'Ricci',
  'Lombardi',
  'Moretti',
  'Vigliano',
  'Cavalleri',
  'Sandroni',
  'Giacomelli',
  'Brovelli',
  'Fontana',
  'Sarzi',
  'Nicolò',
  'Falcone',
  'Bellini',
  'Carità',
  'Zanè',
];
const SPANISH = [
  'García',
  'Muñoz',
  'Martínez',
  'Hernández',
  'Jiménez',
  'Peña',
  'Ibáñez',
  'Gómez',
  'Álvarez',
  'Núñez',
  'Ortúzar',
  'Echeverría',
  'Salazar',
  'Bermúdez',
  'Zúñiga',
];
const PORTUGUESE = [
  'Ferreira',
  'Gonçalves',
  'Simões',
  'Araújo',
  'Magalhães',
  'Brandão',
  'Sarmento',
  'Guimarães',
  'Vale Moinho',
  'Roseira',
];
const GERMAN = [
  'Müller',
  'Schäfer',
  'Weiß',
  'Köhler',
  'Becker',
  'Hoffmann',
  'Schröder',
  'Löwenstein',
  'Fröhlich',
  'Zöller',
  'Pründel',
  'Lorenz',
  'Hügelmann',
  'Brändle',
  'Nägele',
  'Strauß',
];
const ENGLISH = [
  'Harrington',
  'Walsh',
  'McAllister',
  'Carver',
  'Whitfield',
  'Brennan',
  'Hollis',
  'Sutton',
  'Calloway',
  'Reed',
  'Ashworth',
  'Delaney',
  'Pemberton',
  'Hartley',
  'Greystone',
  'Kellerman',
  'Ridgeback',
  'Stonecrest',
];
// Invented Gaelic-looking distillery names, not real brands.
const SCOTTISH = ['Glen', 'Ben', 'Strath', 'Auchen', 'Loch', 'Inver', 'Ard', 'Bal', 'Craig', 'Dal']
  .flatMap((head) =>
    ['dronach', 'lossie', 'more', 'allachie', 'gair', 'vullin', 'beg', 'ross'].map(
      (tail) => head + tail,
    ),
  )
  .map((name) => name.charAt(0) + name.slice(1).toLowerCase());
const JAPANESE = [
  'Shirakaba',
  'Asahikawa',
  'Kōfu',
  'Yoichiyama',
  'Hakushū-dai',
  'Chichibuya',
  'Ōmine',
];
const GREEK = ['Papadakis', 'Karalis', 'Vláchos', 'Nikolaídis', 'Argyrós'];
const HUNGARIAN = ['Mádi', 'Tállyai', 'Tolcsvai', 'Erdőbényei', 'Sárospataki'];
const CZECH = ['Žatec', 'Březnice', 'Budějovice', 'Plzeňka', 'Svijany'];
const QUEBEC = [
  'Le Grand Héron',
  'Fjord-Ouest',
  'La Bête à Sucre',
  'Petite-Nation',
  'Rivière Éternité',
  'Côte-Nord',
  'Les Brasseurs du Mont',
];

export const HOUSES = {
  fr: {
    forms: ['Domaine {n}', 'Château {n}', 'Maison {n}', 'Clos {n}', 'Domaine {n} Père & Fils'],
    names: FRENCH,
  },
  bordeaux: {
    forms: ['Château {n}', 'Château La Tour {n}', 'Château Haut-{n}', 'Vignobles {n}'],
    names: FRENCH,
  },
  champagne: { forms: ['Champagne {n}', '{n} & Fils', 'Maison {n}'], names: FRENCH },
  it: {
    forms: [
      'Tenuta {n}',
      'Cantina {n}',
      'Azienda Agricola {n}',
      'Podere {n}',
      'Fattoria {n}',
      'Castello {n}',
    ],
    names: ITALIAN,
  },
  es: { forms: ['Bodegas {n}', 'Bodega {n}', 'Viña {n}', 'Celler {n}'], names: SPANISH },
  pt: { forms: ['Quinta do {n}', 'Quinta de {n}', 'Casa {n}'], names: PORTUGUESE },
  de: { forms: ['Weingut {n}', 'Weingut Dr. {n}', 'Schloss {n}', 'Domäne {n}'], names: GERMAN },
  en: {
    forms: ['{n} Vineyards', '{n} Estate', '{n} Family Wines', '{n} Cellars', '{n} Winery'],
    names: ENGLISH,
  },
  latam: { forms: ['Bodega {n}', 'Viña {n}', 'Finca {n}'], names: SPANISH },
  gr: { forms: ['Ktima {n}', 'Domaine {n}'], names: GREEK },
  hu: { forms: ['{n} Pincészet', '{n}'], names: HUNGARIAN },
  scotch: { forms: ['{n} Distillery'], names: SCOTTISH },
  bourbon: { forms: ['{n} Distilling Co.', '{n} Distillery'], names: ENGLISH },
  irish: {
    forms: ['{n} Distillery'],
    names: ['Ballykeel', 'Kilbeggan Bridge', 'Dunmore', 'Ó Briain', 'Carrowmore'],
  },
  japan: { forms: ['{n} Distillery'], names: JAPANESE },
  breweryBe: {
    forms: ['Brasserie {n}', 'Brouwerij {n}'],
    names: [...FRENCH, 'De Smet', 'Van Damme', 'Vandenbroeck'],
  },
  breweryDe: { forms: ['Brauerei {n}', '{n} Bräu'], names: GERMAN },
  breweryQc: { forms: ['{n}', 'Microbrasserie {n}'], names: QUEBEC },
  breweryUs: { forms: ['{n} Brewing Co.', '{n} Brewery'], names: ENGLISH },
  breweryCz: { forms: ['Pivovar {n}'], names: CZECH },
  cognac: { forms: ['Maison {n}', '{n} & Fils', 'Cognac {n}'], names: FRENCH },
  armagnac: { forms: ['Domaine {n}', 'Château {n}'], names: FRENCH },
  jerez: { forms: ['Bodegas {n}', '{n} Hermanos'], names: SPANISH },
  aperitifIt: { forms: ['Fratelli {n}', 'Distilleria {n}', 'Casa {n}'], names: ITALIAN },
  aperitifFr: { forms: ['Maison {n}', 'Distillerie {n}'], names: FRENCH },
} as const satisfies Record<string, House>;

export type HouseKey = keyof typeof HOUSES;

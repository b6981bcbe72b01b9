import { BACKUP_COLUMNS, CSV_COLUMNS } from './inventory-csv.js';
import { normalizeText } from './text.js';

/**
 * What a cellar file's columns can mean: the backup's own columns, plus a category and
 * a quantity that other tools have. Without zod, so the web's mapping step imports it for nothing.
 */
export const IMPORT_FIELDS = [
  /**
   * SPEC's columns and decision 0020's, among them `quantity`: how many bottles the row stands
   * for (CellarTracker's list, most spreadsheets), 1 when absent, 0 for a wine without bottles.
   */
  ...BACKUP_COLUMNS,
  /** A main category and sub-category, by name in either language or key ("Wine / Sparkling"). */
  'category',
  /**
   * A spreadsheet's Type or Sub-category column: a sub-category by name ("Sparkling"), else words
   * the sub-category is inferred from ("Port"); a colour when the file has no colour column.
   */
  'type',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (0-based) each field is read from; a field without one is left empty. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/**
 * Our own CSV backup and CellarTracker's export are read without questions; anything else is a
 * generic spreadsheet whose columns the user maps, starting from the guess below.
 */
export const importShapes = ['backup', 'cellartracker', 'generic'] as const;
export type ImportShape = (typeof importShapes)[number];

/** How a header reads for comparison: accents, case, spaces and punctuation do not count. */
function headerKey(header: string): string {
  return normalizeText(header.replace(/^\uFEFF/, '')).replace(/[^a-z0-9%]/g, '');
}

/**
 * CellarTracker's cellar export (its Inventory table, one row per bottle, or its List table with a
 * Quantity column): the columns it names and what each is here. Its `Price` is what was paid (a
 * cost); `Valuation` is the market value, the nearest it has to a selling price; `WineBarcode` is
 * the bottle's UPC/EAN, while `Barcode` is CellarTracker's own label number and is not read.
 */
const CELLARTRACKER_COLUMNS: Readonly<Record<string, ImportField>> = {
  wine: 'name',
  producer: 'producer',
  vintage: 'vintage',
  size: 'bottleSize',
  color: 'color',
  country: 'country',
  region: 'region',
  subregion: 'subregion',
  appellation: 'appellation',
  varietal: 'varieties',
  location: 'location',
  bin: 'binNumber',
  price: 'cost',
  valuation: 'price',
  storename: 'supplier',
  purchasedate: 'addedDate',
  bottlenote: 'tastingNotes',
  winebarcode: 'barcode',
  category: 'category',
  quantity: 'quantity',
};

/** Header names in English and French that a generic spreadsheet's column is guessed from. */
const GUESSES: ReadonlyArray<[ImportField, readonly string[]]> = [
  ['bottleId', ['bottleid', 'qr', 'qrcode', 'codeqr', 'idbouteille']],
  ['name', ['name', 'wine', 'winename', 'nom', 'vin', 'cuvee', 'produit', 'product', 'label']],
  ['producer', ['producer', 'winery', 'domaine', 'producteur', 'chateau', 'maison', 'estate']],
  ['vintage', ['vintage', 'year', 'millesime', 'annee']],
  [
    'bottleSize',
    ['bottlesize', 'size', 'format', 'volume', 'contenance', 'taille', 'ml', 'bottle'],
  ],
  ['color', ['color', 'colour', 'couleur', 'robe']],
  ['type', ['type', 'subcategory', 'souscategorie', 'winetype', 'typedevin', 'soustype']],
  ['country', ['country', 'pays']],
  ['region', ['region']],
  ['subregion', ['subregion', 'sousregion']],
  ['appellation', ['appellation', 'aoc', 'aop']],
  ['cost', ['cost', 'purchaseprice', 'cout', 'prixdachat', 'achat', 'prixachat']],
  ['price', ['price', 'sellingprice', 'listprice', 'prix', 'prixdevente', 'vente', 'prixvente']],
  ['supplier', ['supplier', 'vendor', 'fournisseur', 'caviste', 'store']],
  ['varieties', ['varieties', 'variety', 'grapes', 'grape', 'cepage', 'cepages', 'varietal']],
  ['tastingNotes', ['tastingnotes', 'notes', 'note', 'degustation', 'commentaire', 'comments']],
  ['barcode', ['barcode', 'ean', 'upc', 'gtin', 'codebarre', 'codebarres', 'codeean']],
  ['location', ['location', 'cellar', 'emplacement', 'cave', 'lieu', 'where']],
  ['binNumber', ['bin', 'binnumber', 'shelf', 'rack', 'casier', 'etagere', 'case']],
  ['addedDate', ['addeddate', 'dateadded', 'purchasedate', 'date', 'dateajout', 'dateachat']],
  ['category', ['category', 'categorie', 'kind', 'genre']],
  ['quantity', ['quantity', 'qty', 'count', 'bottles', 'quantite', 'qte', 'nombre', 'bouteilles']],
];

export interface RecognisedShape {
  shape: ImportShape;
  /** For the backup and CellarTracker, their mapping; for a generic file, the guess. */
  mapping: ImportMapping;
}

/** Which shape a file is, by its header row, and how its columns map. */
export function recogniseShape(headers: readonly string[]): RecognisedShape {
  const keys = headers.map(headerKey);
  const backupKeys = CSV_COLUMNS.map((column) => headerKey(column));
  if (backupKeys.every((key) => keys.includes(key))) {
    return { shape: 'backup', mapping: mappingByKey(keys, (key) => backupField(key)) };
  }
  if (keys.includes('iwine') && keys.includes('wine')) {
    return {
      shape: 'cellartracker',
      mapping: mappingByKey(keys, (key) => CELLARTRACKER_COLUMNS[key]),
    };
  }
  return { shape: 'generic', mapping: guessMapping(headers) };
}

/** SPEC's columns and, when the backup has them, decision 0020's, by header name. */
function backupField(key: string): ImportField | undefined {
  return BACKUP_COLUMNS.find((column) => headerKey(column) === key);
}

/** The first column whose header names each field. */
function mappingByKey(
  keys: readonly string[],
  fieldOf: (key: string) => ImportField | undefined,
): ImportMapping {
  const mapping: ImportMapping = {};
  keys.forEach((key, index) => {
    const field = fieldOf(key);
    if (field !== undefined && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** A generic spreadsheet's columns guessed from their headers, each column used once. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const keys = headers.map(headerKey);
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const [field, names] of GUESSES) {
    const index = keys.findIndex((key, at) => !used.has(at) && names.includes(key));
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

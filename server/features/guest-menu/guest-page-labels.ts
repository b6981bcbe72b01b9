/**
 * The menu pages' words, en and fr: the public guest page's and the staff /menu's (both
 * built on the server, which cannot read the web app's locale files; the staff page's own few are
 * in staff-page-labels.ts). SPEC §2's labels of the guest menu are here.
 */
export type GuestLanguage = 'en' | 'fr';

export const guestLanguages: readonly GuestLanguage[] = ['en', 'fr'];

const en = {
  title: 'Our Wine Selection',
  eyebrow: 'Wine list',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  searchLabel: 'Search',
  searchPlaceholder: 'Search by name, producer, vintage...',
  color: 'Color',
  bottleSize: 'Bottle size',
  producer: 'Producer',
  grape: 'Grape',
  country: 'Country',
  region: 'Region',
  subregion: 'Subregion',
  vintageMin: 'Vintage from',
  vintageMax: 'Vintage to',
  priceMin: 'Price from',
  priceMax: 'Price to',
  anyColor: 'All colors',
  anySize: 'All sizes',
  clearAll: 'Clear All Filters',
  byTheGlass: 'By The Glass',
  byTheBottle: 'By The Bottle',
  other: 'Other',
  empty: 'No products match your current search. Try adjusting your filters!',
  pour3: '3 oz',
  pour5: '5 oz',
  onRequest: 'Price on request',
  lastBottle: 'Last bottle',
  print: 'Print',
  language: 'Language',
  notFoundTitle: 'Page not found',
  notFound: 'This wine list is not available. Ask your server for the current link.',
  tooManyTitle: 'One moment, please',
  tooMany:
    'This wine list was asked for too often from your network. It will be back in a minute: reload the page then.',
  replaced:
    'This menu link has been replaced. Scan the new code on your table to see the current menu.',
  colors: { red: 'Red', white: 'White', rose: 'Rosé', sparkling: 'Sparkling' },
};

type Labels = typeof en;

const fr: Labels = {
  title: 'Notre sélection de vins',
  eyebrow: 'Carte des vins',
  showFilters: 'Afficher les filtres',
  hideFilters: 'Masquer les filtres',
  searchLabel: 'Recherche',
  searchPlaceholder: 'Rechercher par nom, producteur, millésime...',
  color: 'Couleur',
  bottleSize: 'Format de bouteille',
  producer: 'Producteur',
  grape: 'Cépage',
  country: 'Pays',
  region: 'Région',
  subregion: 'Sous-région',
  vintageMin: 'Millésime à partir de',
  vintageMax: 'Millésime jusqu’à',
  priceMin: 'Prix minimum',
  priceMax: 'Prix maximum',
  anyColor: 'Toutes les couleurs',
  anySize: 'Tous les formats',
  clearAll: 'Effacer tous les filtres',
  byTheGlass: 'Au verre',
  byTheBottle: 'À la bouteille',
  other: 'Autre',
  empty: 'Aucun produit ne correspond à votre recherche. Essayez de modifier vos filtres !',
  pour3: '3 oz',
  pour5: '5 oz',
  onRequest: 'Prix sur demande',
  lastBottle: 'Dernière bouteille',
  print: 'Imprimer',
  language: 'Langue',
  notFoundTitle: 'Page introuvable',
  notFound: 'Cette carte des vins n’est pas disponible. Demandez le lien actuel à votre serveur.',
  tooManyTitle: 'Un instant, s’il vous plaît',
  tooMany:
    'Cette carte des vins a été demandée trop souvent depuis votre réseau. Elle revient dans une minute : rechargez alors la page.',
  replaced:
    'Ce lien vers la carte a été remplacé. Scannez le nouveau code sur votre table pour voir la carte à jour.',
  colors: { red: 'Rouge', white: 'Blanc', rose: 'Rosé', sparkling: 'Effervescent' },
};

export const guestLabels: Readonly<Record<GuestLanguage, Labels>> = { en, fr };

/** The guest's language: ?lang= when given, else the first of Accept-Language we speak, else en. */
export function guestLanguage(query: unknown, acceptLanguage: string | undefined): GuestLanguage {
  if (query === 'en' || query === 'fr') return query;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return 'en';
}

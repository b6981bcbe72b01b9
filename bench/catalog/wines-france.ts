import {
  dessert,
  fortified,
  type Origin,
  red,
  rose,
  sparkling,
  sparklingRose,
  white,
} from './origin.js';
import { wine } from './wine-origin.js';

const BURGUNDY_CRUS = ['', '', 'Premier Cru', 'Grand Cru'];
const BORDEAUX_CLASSES = ['', '', 'Grand Cru Classé', 'Cru Bourgeois'];
const LEFT_BANK = ['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc', 'Petit Verdot'];
const RIGHT_BANK = ['Merlot', 'Cabernet Franc', 'Cabernet Sauvignon'];
const BORDEAUX_WHITE = ['Sauvignon Blanc', 'Sémillon'];
const SOUTHERN_RHONE = ['Grenache', 'Syrah', 'Mourvèdre', 'Cinsault'];
const RHONE_WHITE = ['Grenache Blanc', 'Roussanne', 'Viognier', 'Clairette'];
const CHAMPAGNE = ['Chardonnay', 'Pinot Noir', 'Pinot Meunier'];
const CHAMPAGNE_STYLES = ['Brut', 'Brut', 'Extra Brut', 'Brut Nature', 'Blanc de Noirs'];

export const FRANCE_WINES: readonly Origin[] = [
  wine(
    4,
    'France > Bourgogne > Côte de Nuits > Gevrey-Chambertin',
    [4500, 18000],
    [red(['Pinot Noir'])],
    {
      classifications: BURGUNDY_CRUS,
    },
  ),
  wine(
    2,
    'France > Bourgogne > Côte de Nuits > Vosne-Romanée',
    [6000, 25000],
    [red(['Pinot Noir'])],
    {
      classifications: BURGUNDY_CRUS,
    },
  ),
  wine(
    2,
    'France > Bourgogne > Côte de Nuits > Chambolle-Musigny',
    [5000, 20000],
    [red(['Pinot Noir'])],
    {
      classifications: BURGUNDY_CRUS,
    },
  ),
  wine(
    3,
    'France > Bourgogne > Côte de Beaune > Meursault',
    [4000, 14000],
    [white(['Chardonnay'])],
    {
      classifications: ['', '', 'Premier Cru'],
    },
  ),
  wine(
    2,
    'France > Bourgogne > Côte de Beaune > Puligny-Montrachet',
    [5000, 16000],
    [white(['Chardonnay'])],
    {
      classifications: BURGUNDY_CRUS,
    },
  ),
  wine(2, 'France > Bourgogne > Côte de Beaune > Pommard', [3500, 9000], [red(['Pinot Noir'])], {
    classifications: ['', 'Premier Cru'],
  }),
  wine(3, 'France > Bourgogne > Chablis > Chablis', [2200, 7000], [white(['Chardonnay'])], {
    classifications: BURGUNDY_CRUS,
  }),
  wine(
    2,
    'France > Bourgogne > Côte Chalonnaise > Mercurey',
    [2200, 4500],
    [red(['Pinot Noir'], { w: 2 }), white(['Chardonnay'])],
  ),
  wine(
    1,
    'France > Bourgogne > Côte Chalonnaise > Crémant de Bourgogne',
    [1800, 3200],
    [sparkling(['Chardonnay', 'Pinot Noir'])],
  ),
  wine(3, 'France > Beaujolais > Crus du Beaujolais > Morgon', [1800, 3500], [red(['Gamay'])]),
  wine(2, 'France > Beaujolais > Crus du Beaujolais > Fleurie', [1800, 3200], [red(['Gamay'])]),
  wine(3, 'France > Bordeaux > Médoc > Pauillac', [4500, 25000], [red(LEFT_BANK)], {
    house: 'bordeaux',
    classifications: BORDEAUX_CLASSES,
  }),
  wine(2, 'France > Bordeaux > Médoc > Margaux', [4000, 20000], [red(LEFT_BANK)], {
    house: 'bordeaux',
    classifications: BORDEAUX_CLASSES,
  }),
  wine(2, 'France > Bordeaux > Médoc > Saint-Julien', [4000, 18000], [red(LEFT_BANK)], {
    house: 'bordeaux',
    classifications: BORDEAUX_CLASSES,
  }),
  wine(
    3,
    'France > Bordeaux > Libournais > Saint-Émilion Grand Cru',
    [3000, 15000],
    [red(RIGHT_BANK)],
    {
      house: 'bordeaux',
      classifications: ['', '', 'Grand Cru Classé', 'Premier Grand Cru Classé'],
    },
  ),
  wine(1, 'France > Bordeaux > Libournais > Pomerol', [6000, 30000], [red(RIGHT_BANK)], {
    house: 'bordeaux',
  }),
  wine(
    2,
    'France > Bordeaux > Graves > Pessac-Léognan',
    [3500, 12000],
    [red(LEFT_BANK), white(BORDEAUX_WHITE)],
    {
      house: 'bordeaux',
      classifications: ['', 'Cru Classé de Graves'],
    },
  ),
  wine(
    1,
    'France > Bordeaux > Sauternais > Sauternes',
    [3000, 12000],
    [dessert(['Sémillon', 'Sauvignon Blanc', 'Muscadelle'])],
    { house: 'bordeaux', classifications: ['', 'Premier Cru Classé'] },
  ),
  wine(
    3,
    'France > Bordeaux > Entre-Deux-Mers > Bordeaux Supérieur',
    [1200, 2500],
    [red(['Merlot', 'Cabernet Sauvignon', 'Cabernet Franc'], { w: 3 }), white(BORDEAUX_WHITE)],
    { house: 'bordeaux' },
  ),
  wine(
    5,
    'France > Vallée du Rhône > Rhône méridional > Côtes-du-Rhône',
    [1200, 2800],
    [red(SOUTHERN_RHONE, { w: 4 }), white(RHONE_WHITE), rose(['Grenache', 'Cinsault', 'Syrah'])],
    { classifications: ['', '', 'Villages'] },
  ),
  wine(
    3,
    'France > Vallée du Rhône > Rhône méridional > Châteauneuf-du-Pape',
    [3500, 9000],
    [
      red(['Grenache', 'Syrah', 'Mourvèdre', 'Counoise'], { w: 4, alcohol: [14, 15.5] }),
      white(RHONE_WHITE),
    ],
  ),
  wine(
    2,
    'France > Vallée du Rhône > Rhône méridional > Gigondas',
    [2500, 5000],
    [red(SOUTHERN_RHONE)],
  ),
  wine(
    1,
    'France > Vallée du Rhône > Rhône septentrional > Côte-Rôtie',
    [5000, 15000],
    [red(['Syrah', 'Viognier'])],
  ),
  wine(
    2,
    'France > Vallée du Rhône > Rhône septentrional > Crozes-Hermitage',
    [2000, 4500],
    [red(['Syrah'], { w: 3 }), white(['Marsanne', 'Roussanne'])],
  ),
  wine(
    1,
    'France > Vallée du Rhône > Rhône septentrional > Saint-Joseph',
    [2400, 5000],
    [red(['Syrah'])],
  ),
  wine(
    3,
    'France > Vallée de la Loire > Centre-Loire > Sancerre',
    [2500, 5000],
    [white(['Sauvignon Blanc'], { w: 4 }), rose(['Pinot Noir']), red(['Pinot Noir'])],
  ),
  wine(
    1,
    'France > Vallée de la Loire > Centre-Loire > Pouilly-Fumé',
    [2500, 5500],
    [white(['Sauvignon Blanc'])],
  ),
  wine(
    2,
    'France > Vallée de la Loire > Touraine > Vouvray',
    [1800, 4000],
    [
      white(['Chenin Blanc'], { w: 2, styles: ['Sec', 'Demi-Sec', 'Moelleux'] }),
      sparkling(['Chenin Blanc']),
    ],
  ),
  wine(
    2,
    'France > Vallée de la Loire > Pays Nantais > Muscadet Sèvre et Maine',
    [1300, 2500],
    [white(['Melon de Bourgogne'], { styles: ['Sur Lie'], alcohol: [11.5, 12.5] })],
  ),
  wine(
    1,
    'France > Vallée de la Loire > Anjou-Saumur > Saumur-Champigny',
    [1800, 3500],
    [red(['Cabernet Franc'])],
  ),
  wine(
    3,
    'France > Alsace > Haut-Rhin > Alsace',
    [1800, 5500],
    [
      white(['Riesling'], { w: 3 }),
      white(['Gewürztraminer'], { styles: ['', 'Vendanges Tardives'] }),
      white(['Pinot Gris']),
    ],
    { classifications: ['', '', 'Grand Cru'], cuvees: ['', 'Cuvée Théo', 'Réserve Personnelle'] },
  ),
  wine(
    5,
    'France > Champagne > Montagne de Reims > Champagne',
    [3500, 16000],
    [sparkling(CHAMPAGNE, { w: 4, styles: CHAMPAGNE_STYLES }), sparklingRose(CHAMPAGNE)],
    {
      house: 'champagne',
      classifications: ['', '', 'Premier Cru', 'Grand Cru'],
      cuvees: ['', '', 'Réserve', 'Cuvée de Prestige', 'Millésimé', 'Grande Cuvée'],
    },
  ),
  wine(
    2,
    'France > Champagne > Côte des Blancs > Champagne',
    [4500, 14000],
    [sparkling(['Chardonnay'], { styles: ['Blanc de Blancs'] })],
    { house: 'champagne', classifications: ['', 'Grand Cru'] },
  ),
  wine(
    3,
    'France > Provence > Côtes de Provence > Côtes de Provence',
    [1600, 3500],
    [
      rose(['Grenache', 'Cinsault', 'Syrah', 'Rolle'], { w: 5 }),
      red(['Syrah', 'Grenache', 'Cabernet Sauvignon']),
    ],
    { cuvees: ['', 'Cuvée Rosé d’Été', 'Les Pins', 'Sainte-Victoire'] },
  ),
  wine(
    1,
    'France > Provence > Bandol > Bandol',
    [2800, 6000],
    [
      red(['Mourvèdre', 'Grenache', 'Cinsault'], { w: 2 }),
      rose(['Mourvèdre', 'Cinsault', 'Grenache']),
    ],
  ),
  wine(
    2,
    'France > Languedoc-Roussillon > Languedoc > Pic Saint-Loup',
    [1600, 3500],
    [red(['Syrah', 'Grenache', 'Mourvèdre'])],
  ),
  wine(
    1,
    'France > Languedoc-Roussillon > Roussillon > Banyuls',
    [2200, 4500],
    [fortified('Red', ['Grenache'], ['Rimage', 'Traditionnel'])],
  ),
  wine(
    1,
    'France > Jura > Jura > Arbois',
    [2500, 6000],
    [
      white(['Savagnin'], { styles: ['Ouillé', 'Sous voile'] }),
      white(['Chardonnay']),
      red(['Poulsard', 'Trousseau'], { alcohol: [11.5, 13] }),
    ],
  ),
  wine(1, 'France > Sud-Ouest > Haut-Pays > Cahors', [1500, 3500], [red(['Malbec', 'Merlot'])]),
];

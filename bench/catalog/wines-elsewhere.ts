import { dessert, type Origin, red, rose, sparkling, white } from './origin.js';
import { wine } from './wine-origin.js';

const RIESLING_DESSERT = ['Auslese', 'Beerenauslese', 'Eiswein'];
const BORDEAUX_BLEND = ['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc'];

export const CENTRAL_EUROPE_WINES: readonly Origin[] = [
  wine(
    3,
    'Germany > Mosel > Mittelmosel > Mosel',
    [1800, 6000],
    [
      white(['Riesling'], { w: 4, styles: ['Trocken', 'Feinherb', ''], alcohol: [8, 12.5] }),
      dessert(['Riesling'], RIESLING_DESSERT),
    ],
  ),
  wine(
    2,
    'Germany > Rheingau > Johannisberg > Rheingau',
    [1800, 5500],
    [white(['Riesling'], { w: 3, styles: ['Trocken', ''] }), red(['Spätburgunder'])],
  ),
  wine(
    1,
    'Germany > Pfalz > Mittelhaardt > Pfalz',
    [1600, 4500],
    [white(['Riesling']), red(['Spätburgunder'])],
    { designation: 'Qualitätswein' },
  ),
  wine(
    3,
    'Austria > Niederösterreich > Wachau > Wachau',
    [2000, 6000],
    [white(['Grüner Veltliner'], { w: 2 }), white(['Riesling'])],
    { classifications: ['Steinfeder', 'Federspiel', 'Smaragd'] },
  ),
  wine(
    1,
    'Austria > Niederösterreich > Kamptal > Kamptal',
    [1600, 4000],
    [white(['Grüner Veltliner'])],
  ),
  wine(
    1,
    'Austria > Burgenland > Mittelburgenland > Mittelburgenland',
    [1600, 4000],
    [red(['Blaufränkisch'])],
  ),
  wine(
    1,
    'Hungary > Tokaj > Tokaj-Hegyalja > Tokaji',
    [2500, 9000],
    [
      dessert(['Furmint', 'Hárslevelű'], ['Aszú 5 Puttonyos', 'Aszú 6 Puttonyos', 'Szamorodni']),
      white(['Furmint'], { styles: ['Száraz'] }),
    ],
  ),
  wine(1, 'Greece > Santorini > Santorini > Santorini', [2500, 5500], [white(['Assyrtiko'])]),
];

export const NEW_WORLD_WINES: readonly Origin[] = [
  wine(
    3,
    'USA > California > Napa Valley > Oakville',
    [4000, 25000],
    [
      red(['Cabernet Sauvignon'], { w: 3, alcohol: [14, 15.5] }),
      red(BORDEAUX_BLEND),
      white(['Chardonnay']),
    ],
  ),
  wine(
    2,
    'USA > California > Napa Valley > Rutherford',
    [4000, 18000],
    [red(['Cabernet Sauvignon'], { w: 3, alcohol: [14, 15.5] }), white(['Sauvignon Blanc'])],
  ),
  wine(
    1,
    'USA > California > Napa Valley > Stags Leap District',
    [5000, 20000],
    [red(['Cabernet Sauvignon', 'Merlot'])],
  ),
  wine(
    3,
    'USA > California > Sonoma County > Russian River Valley',
    [3000, 8000],
    [red(['Pinot Noir'], { w: 2 }), white(['Chardonnay'])],
  ),
  wine(
    1,
    'USA > California > Central Coast > Paso Robles',
    [2000, 5000],
    [red(['Zinfandel']), red(['Grenache', 'Syrah', 'Mourvèdre'])],
  ),
  wine(
    1,
    'USA > California > Central Coast > Sta. Rita Hills',
    [3500, 7500],
    [red(['Pinot Noir'])],
  ),
  wine(
    2,
    'USA > Oregon > Willamette Valley > Dundee Hills',
    [3000, 8000],
    [red(['Pinot Noir'], { w: 3 }), white(['Pinot Gris'])],
  ),
  wine(
    1,
    'USA > Washington > Columbia Valley > Walla Walla Valley',
    [3000, 7000],
    [red(['Syrah']), red(BORDEAUX_BLEND)],
  ),
  wine(
    3,
    'Australia > South Australia > Barossa > Barossa Valley',
    [1800, 12000],
    [red(['Shiraz'], { w: 3, alcohol: [14, 15.5] }), red(['Grenache', 'Shiraz', 'Mourvèdre'])],
  ),
  wine(
    1,
    'Australia > South Australia > Clare Valley > Clare Valley',
    [1800, 4000],
    [white(['Riesling'])],
  ),
  wine(
    1,
    'Australia > South Australia > Fleurieu > McLaren Vale',
    [2000, 6000],
    [red(['Shiraz']), red(['Grenache'])],
  ),
  wine(
    1,
    'Australia > Western Australia > South West Australia > Margaret River',
    [2500, 9000],
    [red(['Cabernet Sauvignon', 'Merlot']), white(['Chardonnay'])],
  ),
  wine(
    1,
    'Australia > Victoria > Port Phillip > Yarra Valley',
    [2500, 6000],
    [red(['Pinot Noir']), white(['Chardonnay']), sparkling(['Chardonnay', 'Pinot Noir'])],
  ),
  wine(
    3,
    'New Zealand > Marlborough > Wairau Valley > Marlborough',
    [1600, 4000],
    [white(['Sauvignon Blanc'], { w: 4 }), red(['Pinot Noir']), rose(['Pinot Noir'])],
  ),
  wine(
    1,
    'New Zealand > Central Otago > Bannockburn > Central Otago',
    [3500, 8000],
    [red(['Pinot Noir'])],
  ),
  wine(
    2,
    'Argentina > Mendoza > Valle de Uco > Gualtallary',
    [1800, 8000],
    [red(['Malbec'], { w: 4 }), white(['Chardonnay'])],
  ),
  wine(
    1,
    'Argentina > Mendoza > Luján de Cuyo > Agrelo',
    [1500, 5000],
    [red(['Malbec', 'Cabernet Franc'])],
  ),
  wine(
    1,
    'Chile > Valle Central > Colchagua > Apalta',
    [1600, 6000],
    [red(['Carmenère']), red(['Cabernet Sauvignon', 'Carmenère', 'Syrah'])],
  ),
  wine(
    1,
    'Chile > Aconcagua > Casablanca > Casablanca',
    [1400, 3000],
    [white(['Sauvignon Blanc'])],
  ),
  wine(
    1,
    'South Africa > Western Cape > Stellenbosch > Stellenbosch',
    [1500, 5000],
    [white(['Chenin Blanc'], { w: 2 }), red(['Pinotage']), red(BORDEAUX_BLEND)],
  ),
  wine(
    1,
    'South Africa > Western Cape > Swartland > Swartland',
    [1800, 5000],
    [
      white(['Chenin Blanc', 'Roussanne', 'Grenache Blanc'], { blend: true }),
      red(['Syrah', 'Cinsault']),
    ],
  ),
  wine(
    1,
    'Canada > Ontario > Niagara Peninsula > Niagara-on-the-Lake',
    [2000, 6000],
    [dessert(['Vidal'], ['Icewine']), white(['Riesling']), red(['Cabernet Franc'])],
  ),
  wine(
    1,
    'Canada > British Columbia > Okanagan Valley > Naramata Bench',
    [2200, 5500],
    [red(['Merlot', 'Cabernet Franc']), white(['Pinot Gris'])],
  ),
];

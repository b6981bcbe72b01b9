import { fortified, type Origin, orange, red, sparkling, white } from './origin.js';
import { wine } from './wine-origin.js';

const RIOJA = ['Tempranillo', 'Garnacha', 'Graciano', 'Mazuelo'];
const RIOJA_AGES = ['', 'Crianza', 'Reserva', 'Gran Reserva'];
const DOURO = ['Touriga Nacional', 'Touriga Franca', 'Tinta Roriz', 'Tinta Barroca'];

export const ITALY_WINES: readonly Origin[] = [
  wine(
    5,
    'Italy > Piemonte > Langhe > Barolo',
    [4500, 15000],
    [red(['Nebbiolo'], { alcohol: [13.5, 15] })],
    {
      designation: 'DOCG',
      classifications: ['', '', 'Riserva'],
      cuvees: ['', '', 'Cannubi', 'Bussia', 'Brunate', "Rocche dell'Annunziata", 'Ravera'],
    },
  ),
  wine(3, 'Italy > Piemonte > Langhe > Barbaresco', [4000, 12000], [red(['Nebbiolo'])], {
    designation: 'DOCG',
    classifications: ['', '', 'Riserva'],
    cuvees: ['', '', 'Asili', 'Rabajà', 'Montestefano', 'Pajè'],
  }),
  wine(2, 'Italy > Piemonte > Langhe > Langhe Nebbiolo', [2000, 4000], [red(['Nebbiolo'])]),
  wine(1, "Italy > Piemonte > Langhe > Dolcetto d'Alba", [1500, 2800], [red(['Dolcetto'])]),
  wine(2, "Italy > Piemonte > Monferrato > Barbera d'Asti", [1600, 4000], [red(['Barbera'])], {
    designation: 'DOCG',
    classifications: ['', 'Superiore'],
  }),
  wine(
    1,
    "Italy > Piemonte > Monferrato > Moscato d'Asti",
    [1400, 2800],
    [sparkling(['Moscato Bianco'], { styles: ['Frizzante'], alcohol: [5, 5.5] })],
    { designation: 'DOCG' },
  ),
  wine(
    5,
    'Italy > Toscana > Chianti Classico > Chianti Classico',
    [1800, 6000],
    [red(['Sangiovese', 'Canaiolo', 'Colorino'])],
    { designation: 'DOCG', classifications: ['', '', 'Riserva', 'Gran Selezione'] },
  ),
  wine(
    3,
    'Italy > Toscana > Montalcino > Brunello di Montalcino',
    [5000, 15000],
    [red(['Sangiovese'])],
    {
      designation: 'DOCG',
      classifications: ['', '', 'Riserva'],
    },
  ),
  wine(
    1,
    'Italy > Toscana > Montalcino > Rosso di Montalcino',
    [2200, 4000],
    [red(['Sangiovese'])],
  ),
  wine(
    2,
    'Italy > Toscana > Bolgheri > Bolgheri',
    [3500, 20000],
    [red(['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc'])],
    { classifications: ['', 'Superiore'] },
  ),
  wine(
    1,
    'Italy > Toscana > Montepulciano > Vino Nobile di Montepulciano',
    [2500, 5000],
    [red(['Prugnolo Gentile', 'Canaiolo', 'Mammolo'])],
    { designation: 'DOCG' },
  ),
  wine(
    3,
    'Italy > Veneto > Valpolicella > Amarone della Valpolicella',
    [4500, 12000],
    [red(['Corvina', 'Corvinone', 'Rondinella'], { alcohol: [15, 16.5] })],
    { designation: 'DOCG', classifications: ['', 'Classico', 'Riserva'] },
  ),
  wine(
    2,
    'Italy > Veneto > Valpolicella > Valpolicella Ripasso',
    [1800, 3500],
    [red(['Corvina', 'Rondinella', 'Molinara'])],
    { classifications: ['', 'Superiore'] },
  ),
  wine(
    3,
    'Italy > Veneto > Valdobbiadene > Conegliano Valdobbiadene Prosecco Superiore',
    [1400, 2800],
    [sparkling(['Glera'], { styles: ['Brut', 'Extra Dry'], alcohol: [11, 11.5] })],
    { designation: 'DOCG' },
  ),
  wine(1, 'Italy > Veneto > Soave > Soave Classico', [1400, 3000], [white(['Garganega'])]),
  wine(
    2,
    'Italy > Friuli-Venezia Giulia > Collio > Collio',
    [2200, 5500],
    [white(['Friulano']), white(['Ribolla Gialla']), orange(['Ribolla Gialla'])],
  ),
  wine(
    1,
    'Italy > Trentino-Alto Adige > Südtirol > Alto Adige',
    [1800, 4500],
    [white(['Pinot Grigio'], { w: 2 }), white(['Gewürztraminer']), red(['Lagrein'])],
  ),
  wine(
    2,
    'Italy > Sicilia > Etna > Etna',
    [2200, 6000],
    [red(['Nerello Mascalese', 'Nerello Cappuccio'], { w: 2 }), white(['Carricante'])],
    { cuvees: ['', 'Contrada Rampante', 'Contrada Feudo di Mezzo'] },
  ),
  wine(1, 'Italy > Campania > Irpinia > Taurasi', [3000, 6500], [red(['Aglianico'])], {
    designation: 'DOCG',
  }),
  wine(
    1,
    "Italy > Abruzzo > Colline Teramane > Montepulciano d'Abruzzo",
    [1200, 2500],
    [red(['Montepulciano'])],
  ),
];

export const IBERIA_WINES: readonly Origin[] = [
  wine(
    5,
    'Spain > Rioja > Rioja Alta > Rioja',
    [1500, 7000],
    [red(RIOJA, { w: 5 }), white(['Viura', 'Malvasía'])],
    {
      designation: 'DOCa',
      classifications: RIOJA_AGES,
    },
  ),
  wine(
    2,
    'Spain > Rioja > Rioja Alavesa > Rioja',
    [1500, 6000],
    [red(['Tempranillo', 'Graciano'])],
    {
      designation: 'DOCa',
      classifications: RIOJA_AGES,
    },
  ),
  wine(
    3,
    'Spain > Castilla y León > Ribera del Duero > Ribera del Duero',
    [1800, 9000],
    [red(['Tempranillo', 'Cabernet Sauvignon'])],
    { classifications: RIOJA_AGES },
  ),
  wine(1, 'Spain > Castilla y León > Toro > Toro', [1600, 5000], [red(['Tinta de Toro'])]),
  wine(1, 'Spain > Castilla y León > Rueda > Rueda', [1200, 2200], [white(['Verdejo'])]),
  wine(2, 'Spain > Galicia > Rías Baixas > Rías Baixas', [1600, 3500], [white(['Albariño'])]),
  wine(
    2,
    'Spain > Cataluña > Priorat > Priorat',
    [3000, 9000],
    [red(['Garnacha', 'Cariñena', 'Syrah'])],
    {
      designation: 'DOQ',
      house: 'es',
    },
  ),
  wine(
    3,
    'Spain > Cataluña > Penedès > Cava',
    [1200, 3500],
    [
      sparkling(['Macabeo', 'Xarel·lo', 'Parellada'], {
        styles: ['Brut', 'Brut Nature', 'Reserva'],
      }),
    ],
  ),
  wine(
    3,
    'Portugal > Douro > Cima Corgo > Douro',
    [1500, 6000],
    [red(DOURO, { w: 3 }), white(['Rabigato', 'Viosinho', 'Gouveio'])],
  ),
  wine(
    3,
    'Portugal > Douro > Cima Corgo > Porto',
    [1800, 9000],
    [
      fortified('Red', DOURO, [
        'Ruby',
        'Tawny',
        '10 Year Old Tawny',
        '20 Year Old Tawny',
        'LBV',
        'Vintage',
      ]),
    ],
    { cuvees: [''] },
  ),
  wine(
    1,
    'Portugal > Madeira > Madeira > Madeira',
    [2500, 8000],
    [
      fortified('White', ['Sercial'], ['Dry', '10 Year Old']),
      fortified('White', ['Boal'], ['Medium Sweet', '15 Year Old']),
      fortified('White', ['Malvasia'], ['Sweet', 'Colheita']),
    ],
    { designation: 'DOP', cuvees: [''] },
  ),
  wine(
    2,
    'Portugal > Minho > Vinho Verde > Vinho Verde',
    [1100, 2200],
    [white(['Alvarinho', 'Loureiro', 'Arinto'], { alcohol: [10, 12] })],
  ),
  wine(
    1,
    'Portugal > Alentejo > Alentejo > Alentejo',
    [1300, 3000],
    [red(['Aragonez', 'Trincadeira', 'Alicante Bouschet'])],
  ),
];

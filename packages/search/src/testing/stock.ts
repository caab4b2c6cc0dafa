import {
  type Car,
  type CarStatus,
  type CarType,
  type FinanceLenders,
  noCaravanFields,
} from '@forecourt/core';
import { createRandom, type Random } from './random';

// A deterministic, realistic Australian dealer stock for tests and the benchmark:
// weighted makes with their models and badges, body, fuel, drive and seats per model,
// AU cities and states, dealership groups with locations, prices that fall with age
// and km, statuses with recent sold dates, tags, categories and features.

type ModelSpec = {
  name: string;
  badges: readonly string[];
  body: string;
  fuel: readonly string[];
  drive: readonly string[];
  seats: number;
  /** Price of a new one, in dollars. */
  base: number;
  series?: string;
};

type MakeSpec = { name: string; weight: number; models: readonly ModelSpec[]; caravan?: boolean };

const m = (
  name: string,
  body: string,
  base: number,
  badges: readonly string[],
  fuel: readonly string[] = ['Petrol'],
  drive: readonly string[] = ['FWD'],
  seats = 5,
  series?: string,
): ModelSpec =>
  series
    ? { name, body, base, badges, fuel, drive, seats, series }
    : { name, body, base, badges, fuel, drive, seats };

export const stockMakes: readonly MakeSpec[] = [
  {
    name: 'Toyota',
    weight: 20,
    models: [
      m(
        'HiLux',
        'Ute',
        52000,
        ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport'],
        ['Diesel'],
        ['4WD', 'RWD'],
        5,
        'GUN126R',
      ),
      m(
        'Corolla',
        'Hatch',
        31000,
        ['Ascent Sport', 'SX', 'ZR'],
        ['Petrol', 'Hybrid'],
        ['FWD'],
        5,
        'MZEA12R',
      ),
      m(
        'RAV4',
        'SUV',
        42000,
        ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'],
        ['Petrol', 'Hybrid'],
        ['FWD', 'AWD'],
      ),
      m(
        'LandCruiser',
        'SUV',
        95000,
        ['GX', 'GXL', 'VX', 'Sahara'],
        ['Diesel'],
        ['4WD'],
        7,
        '300 Series',
      ),
      m('Prado', 'SUV', 72000, ['GX', 'GXL', 'VX', 'Kakadu'], ['Diesel'], ['4WD'], 7),
      m('Camry', 'Sedan', 38000, ['Ascent', 'SL', 'SX'], ['Hybrid'], ['FWD']),
      m('Kluger', 'SUV', 55000, ['GX', 'GXL', 'Grande'], ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 7),
      m('Yaris Cross', 'SUV', 30000, ['GX', 'GXL', 'Urban'], ['Petrol', 'Hybrid'], ['FWD', 'AWD']),
    ],
  },
  {
    name: 'Mazda',
    weight: 10,
    models: [
      m(
        'CX-5',
        'SUV',
        40000,
        ['Maxx', 'Maxx Sport', 'Touring', 'GT', 'Akera'],
        ['Petrol', 'Diesel'],
        ['FWD', 'AWD'],
      ),
      m('CX-3', 'SUV', 29000, ['Neo Sport', 'Maxx Sport', 'Akari'], ['Petrol'], ['FWD', 'AWD']),
      m('Mazda3', 'Hatch', 32000, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina']),
      m('BT-50', 'Ute', 50000, ['XS', 'XT', 'GT', 'Thunder'], ['Diesel'], ['4WD', 'RWD']),
      m('CX-9', 'SUV', 52000, ['Sport', 'Touring', 'Azami'], ['Petrol'], ['FWD', 'AWD'], 7),
      m('MX-5', 'Convertible', 42000, ['Roadster', 'RF GT'], ['Petrol'], ['RWD'], 2),
    ],
  },
  {
    name: 'Ford',
    weight: 9,
    models: [
      m(
        'Ranger',
        'Ute',
        58000,
        ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'],
        ['Diesel'],
        ['4WD', 'RWD'],
        5,
        'PY',
      ),
      m(
        'Everest',
        'SUV',
        62000,
        ['Ambiente', 'Trend', 'Sport', 'Platinum'],
        ['Diesel'],
        ['4WD', 'RWD'],
        7,
      ),
      m('Mustang', 'Coupe', 65000, ['GT', 'Mach 1', 'EcoBoost'], ['Petrol'], ['RWD'], 4),
      m('Puma', 'SUV', 33000, ['Puma', 'ST-Line', 'ST-Line V']),
      m(
        'Escape',
        'SUV',
        40000,
        ['Escape', 'ST-Line', 'Vignale'],
        ['Petrol', 'Plug-in Hybrid'],
        ['FWD', 'AWD'],
      ),
      m('Transit Custom', 'Van', 48000, ['Trend', 'Sport'], ['Diesel'], ['FWD'], 3),
    ],
  },
  {
    name: 'Hyundai',
    weight: 8,
    models: [
      m('i30', 'Hatch', 27000, ['i30', 'Active', 'Elite', 'N Line', 'N']),
      m(
        'Tucson',
        'SUV',
        38000,
        ['Tucson', 'Elite', 'Highlander'],
        ['Petrol', 'Diesel', 'Hybrid'],
        ['FWD', 'AWD'],
      ),
      m(
        'Santa Fe',
        'SUV',
        52000,
        ['Santa Fe', 'Elite', 'Calligraphy'],
        ['Petrol', 'Hybrid'],
        ['AWD'],
        7,
      ),
      m(
        'Kona',
        'SUV',
        32000,
        ['Kona', 'Active', 'Premium', 'Electric'],
        ['Petrol', 'Electric'],
        ['FWD'],
      ),
      m('Venue', 'SUV', 25000, ['Venue', 'Active', 'Elite']),
      m('Ioniq 5', 'SUV', 70000, ['Dynamiq', 'Epiq'], ['Electric'], ['RWD', 'AWD']),
    ],
  },
  {
    name: 'Kia',
    weight: 7,
    models: [
      m(
        'Sportage',
        'SUV',
        38000,
        ['S', 'SX', 'SX+', 'GT-Line'],
        ['Petrol', 'Diesel'],
        ['FWD', 'AWD'],
      ),
      m('Cerato', 'Sedan', 27000, ['S', 'Sport', 'Sport+', 'GT']),
      m(
        'Sorento',
        'SUV',
        52000,
        ['S', 'Sport', 'GT-Line'],
        ['Petrol', 'Diesel', 'Hybrid'],
        ['AWD'],
        7,
      ),
      m(
        'Carnival',
        'People Mover',
        52000,
        ['S', 'Si', 'SLi', 'Platinum'],
        ['Petrol', 'Diesel'],
        ['FWD'],
        8,
      ),
      m('Seltos', 'SUV', 30000, ['S', 'Sport', 'Sport+', 'GT-Line'], ['Petrol'], ['FWD', 'AWD']),
      m('Picanto', 'Hatch', 17000, ['S', 'GT-Line'], ['Petrol'], ['FWD'], 4),
      m('EV6', 'SUV', 72000, ['Air', 'GT-Line', 'GT'], ['Electric'], ['RWD', 'AWD']),
    ],
  },
  {
    name: 'Mitsubishi',
    weight: 6,
    models: [
      m('Triton', 'Ute', 48000, ['GLX', 'GLX+', 'GLS', 'GSR'], ['Diesel'], ['4WD', 'RWD'], 5, 'MV'),
      m(
        'Outlander',
        'SUV',
        40000,
        ['ES', 'LS', 'Aspire', 'Exceed', 'PHEV'],
        ['Petrol', 'Plug-in Hybrid'],
        ['FWD', 'AWD'],
        7,
      ),
      m('ASX', 'SUV', 28000, ['GS', 'LS', 'Exceed']),
      m('Pajero Sport', 'SUV', 52000, ['GLX', 'GLS', 'Exceed'], ['Diesel'], ['4WD'], 7),
      m(
        'Eclipse Cross',
        'SUV',
        35000,
        ['ES', 'LS', 'Aspire'],
        ['Petrol', 'Plug-in Hybrid'],
        ['FWD', 'AWD'],
      ),
    ],
  },
  {
    name: 'Nissan',
    weight: 5,
    models: [
      m(
        'Navara',
        'Ute',
        50000,
        ['SL', 'ST', 'ST-X', 'PRO-4X'],
        ['Diesel'],
        ['4WD', 'RWD'],
        5,
        'D23',
      ),
      m(
        'X-Trail',
        'SUV',
        42000,
        ['ST', 'ST-L', 'Ti', 'Ti-L'],
        ['Petrol', 'Hybrid'],
        ['FWD', 'AWD'],
        7,
      ),
      m('Qashqai', 'SUV', 36000, ['ST', 'ST+', 'Ti', 'N-Design']),
      m('Patrol', 'SUV', 90000, ['Ti', 'Ti-L', 'Warrior'], ['Petrol'], ['4WD'], 8, 'Y62'),
      m('Juke', 'SUV', 30000, ['ST', 'ST+', 'Ti']),
    ],
  },
  {
    name: 'Volkswagen',
    weight: 4,
    models: [
      m(
        'Golf',
        'Hatch',
        38000,
        ['Life', 'R-Line', 'GTI', 'R'],
        ['Petrol'],
        ['FWD', 'AWD'],
        5,
        'Mk8',
      ),
      m('Polo', 'Hatch', 28000, ['Life', 'Style', 'GTI']),
      m(
        'Tiguan',
        'SUV',
        45000,
        ['110TSI Life', '132TSI Elegance', '162TSI R-Line'],
        ['Petrol', 'Diesel'],
        ['FWD', 'AWD'],
      ),
      m(
        'Amarok',
        'Ute',
        62000,
        ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'],
        ['Diesel'],
        ['4WD'],
        5,
      ),
      m('T-Roc', 'SUV', 38000, ['CityLife', 'Style', 'R-Line']),
    ],
  },
  {
    name: 'Subaru',
    weight: 4,
    models: [
      m(
        'Forester',
        'SUV',
        40000,
        ['2.5i', '2.5i-L', '2.5i Premium', '2.5i-S', 'Hybrid S'],
        ['Petrol', 'Hybrid'],
        ['AWD'],
      ),
      m('Outback', 'Wagon', 46000, ['AWD', 'AWD Sport', 'AWD Touring'], ['Petrol'], ['AWD']),
      m(
        'XV',
        'SUV',
        33000,
        ['2.0i', '2.0i-L', '2.0i Premium', '2.0i-S'],
        ['Petrol', 'Hybrid'],
        ['AWD'],
      ),
      m('WRX', 'Sedan', 50000, ['WRX', 'RS', 'tS'], ['Petrol'], ['AWD']),
      m('BRZ', 'Coupe', 42000, ['BRZ', 'S'], ['Petrol'], ['RWD'], 4),
    ],
  },
  {
    name: 'Isuzu',
    weight: 4,
    models: [
      m('D-Max', 'Ute', 52000, ['SX', 'LS-M', 'LS-U', 'X-Terrain'], ['Diesel'], ['4WD', 'RWD']),
      m('MU-X', 'SUV', 55000, ['LS-M', 'LS-U', 'LS-T'], ['Diesel'], ['4WD', 'RWD'], 7),
    ],
  },
  {
    name: 'Holden',
    weight: 3,
    models: [
      m(
        'Commodore',
        'Sedan',
        40000,
        ['Evoke', 'SV6', 'SS', 'SS V Redline', 'Calais'],
        ['Petrol'],
        ['RWD'],
        5,
        'VF II',
      ),
      m('Colorado', 'Ute', 45000, ['LS', 'LT', 'LTZ', 'Z71'], ['Diesel'], ['4WD', 'RWD']),
      m('Captiva', 'SUV', 32000, ['LS', 'LT', 'LTZ'], ['Petrol', 'Diesel'], ['FWD', 'AWD'], 7),
      m('Astra', 'Hatch', 24000, ['R', 'RS', 'RS-V']),
    ],
  },
  {
    name: 'Honda',
    weight: 3,
    models: [
      m(
        'CR-V',
        'SUV',
        44000,
        ['VTi', 'VTi L', 'VTi X', 'e:HEV RS'],
        ['Petrol', 'Hybrid'],
        ['FWD', 'AWD'],
        7,
      ),
      m('HR-V', 'SUV', 36000, ['Vi X', 'e:HEV L']),
      m('Civic', 'Hatch', 47000, ['VTi LX', 'Type R'], ['Petrol', 'Hybrid']),
      m('Jazz', 'Hatch', 22000, ['VTi', 'VTi-S', 'VTi-L']),
    ],
  },
  {
    name: 'Mercedes-Benz',
    weight: 3,
    models: [
      m('C-Class', 'Sedan', 78000, ['C200', 'C300', 'C43 AMG'], ['Petrol'], ['RWD', 'AWD']),
      m('GLC', 'SUV', 90000, ['GLC200', 'GLC300', 'GLC43 AMG'], ['Petrol', 'Diesel'], ['AWD']),
      m('A-Class', 'Hatch', 58000, ['A180', 'A200', 'A250', 'A35 AMG']),
      m('Sprinter', 'Van', 80000, ['316', '319', '419'], ['Diesel'], ['RWD'], 3),
    ],
  },
  {
    name: 'BMW',
    weight: 3,
    models: [
      m('3 Series', 'Sedan', 75000, ['320i', '330i M Sport', 'M340i'], ['Petrol'], ['RWD', 'AWD']),
      m('X5', 'SUV', 125000, ['xDrive30d', 'xDrive40i', 'M60i'], ['Diesel', 'Petrol'], ['AWD'], 5),
      m(
        'X3',
        'SUV',
        85000,
        ['sDrive20i', 'xDrive20d', 'M40i'],
        ['Petrol', 'Diesel'],
        ['RWD', 'AWD'],
      ),
      m('1 Series', 'Hatch', 50000, ['118i', 'M135i']),
    ],
  },
  {
    name: 'Audi',
    weight: 2,
    models: [
      m('A3', 'Hatch', 50000, ['35 TFSI', '40 TFSI quattro', 'S3']),
      m(
        'Q5',
        'SUV',
        80000,
        ['40 TDI quattro', '45 TFSI quattro', 'SQ5'],
        ['Petrol', 'Diesel'],
        ['AWD'],
      ),
      m('Q3', 'SUV', 58000, ['35 TFSI', '40 TFSI quattro', 'RS Q3'], ['Petrol'], ['FWD', 'AWD']),
      m('A4', 'Sedan', 65000, ['35 TFSI', '45 TFSI quattro', 'S4'], ['Petrol'], ['FWD', 'AWD']),
    ],
  },
  {
    name: 'MG',
    weight: 3,
    models: [
      m('ZS', 'SUV', 24000, ['Excite', 'Essence', 'EV'], ['Petrol', 'Electric']),
      m(
        'HS',
        'SUV',
        33000,
        ['Vibe', 'Excite', 'Essence', 'PHEV'],
        ['Petrol', 'Plug-in Hybrid'],
        ['FWD', 'AWD'],
      ),
      m('MG3', 'Hatch', 19000, ['Core', 'Excite', 'Hybrid+'], ['Petrol', 'Hybrid']),
      m('MG4', 'Hatch', 41000, ['Excite 51', 'Essence 64', 'XPOWER'], ['Electric'], ['RWD', 'AWD']),
    ],
  },
  {
    name: 'Suzuki',
    weight: 2,
    models: [
      m('Swift', 'Hatch', 23000, ['GL', 'GLX', 'Sport'], ['Petrol', 'Hybrid']),
      m('Jimny', 'SUV', 34000, ['Lite', 'XL', 'XL Heritage'], ['Petrol'], ['4WD'], 4),
      m('Vitara', 'SUV', 32000, ['Vitara', 'Turbo', 'Turbo AllGrip'], ['Petrol'], ['FWD', 'AWD']),
    ],
  },
  {
    name: 'GWM',
    weight: 2,
    models: [
      m(
        'Cannon',
        'Ute',
        42000,
        ['Cannon', 'Cannon-L', 'Cannon-X', 'Alpha'],
        ['Diesel', 'Hybrid'],
        ['4WD'],
      ),
      m('Haval H6', 'SUV', 36000, ['Lux', 'Ultra', 'GT'], ['Petrol', 'Hybrid'], ['FWD', 'AWD']),
      m('Tank 300', 'SUV', 50000, ['Lux', 'Ultra'], ['Petrol', 'Hybrid'], ['4WD']),
    ],
  },
  {
    name: 'LDV',
    weight: 1,
    models: [
      m('T60', 'Ute', 42000, ['Pro', 'Max', 'Max Luxe'], ['Diesel'], ['4WD']),
      m('G10', 'Van', 35000, ['Van', 'Executive'], ['Petrol', 'Diesel'], ['RWD'], 2),
      m('eDeliver 9', 'Van', 100000, ['Cab Chassis', 'Van'], ['Electric'], ['FWD'], 3),
    ],
  },
  {
    name: 'Jeep',
    weight: 1,
    models: [
      m('Wrangler', 'SUV', 80000, ['Night Eagle', 'Rubicon', 'Overland'], ['Petrol'], ['4WD'], 4),
      m(
        'Grand Cherokee',
        'SUV',
        85000,
        ['Night Eagle', 'Limited', 'Overland', 'Summit Reserve'],
        ['Petrol', 'Diesel'],
        ['4WD'],
        5,
      ),
      m(
        'Compass',
        'SUV',
        45000,
        ['Night Eagle', 'Limited', 'S-Limited', 'Trailhawk'],
        ['Petrol', 'Diesel'],
        ['FWD', '4WD'],
      ),
    ],
  },
  {
    name: 'Chevrolet',
    weight: 1,
    models: [
      m(
        'Silverado',
        'Ute',
        120000,
        ['1500 LTZ Premium', 'ZR2', '2500HD LTZ'],
        ['Petrol', 'Diesel'],
        ['4WD'],
        5,
      ),
      m('Corvette', 'Coupe', 180000, ['Stingray 2LT', 'Stingray 3LT'], ['Petrol'], ['RWD'], 2),
    ],
  },
  {
    name: 'Tesla',
    weight: 2,
    models: [
      m(
        'Model 3',
        'Sedan',
        62000,
        ['Rear-Wheel Drive', 'Long Range', 'Performance'],
        ['Electric'],
        ['RWD', 'AWD'],
      ),
      m(
        'Model Y',
        'SUV',
        68000,
        ['Rear-Wheel Drive', 'Long Range', 'Performance'],
        ['Electric'],
        ['RWD', 'AWD'],
      ),
    ],
  },
  {
    name: 'BYD',
    weight: 2,
    models: [
      m('Atto 3', 'SUV', 48000, ['Standard Range', 'Extended Range'], ['Electric']),
      m(
        'Seal',
        'Sedan',
        55000,
        ['Dynamic', 'Premium', 'Performance'],
        ['Electric'],
        ['RWD', 'AWD'],
      ),
      m('Shark 6', 'Ute', 58000, ['Premium'], ['Plug-in Hybrid'], ['AWD']),
    ],
  },
  {
    name: 'Land Rover',
    weight: 1,
    models: [
      m(
        'Defender',
        'SUV',
        110000,
        ['110 D250 SE', '110 P400 X-Dynamic', '90 V8'],
        ['Diesel', 'Petrol'],
        ['4WD'],
        5,
      ),
      m(
        'Discovery Sport',
        'SUV',
        75000,
        ['P250 S', 'D200 R-Dynamic SE'],
        ['Petrol', 'Diesel'],
        ['AWD'],
        7,
      ),
      m(
        'Range Rover Evoque',
        'SUV',
        80000,
        ['P250 S', 'P300e SE'],
        ['Petrol', 'Plug-in Hybrid'],
        ['AWD'],
      ),
    ],
  },
  {
    name: 'Lexus',
    weight: 1,
    models: [
      m(
        'RX',
        'SUV',
        95000,
        ['RX350 Luxury', 'RX350h Sports Luxury', 'RX500h F Sport'],
        ['Petrol', 'Hybrid'],
        ['AWD'],
      ),
      m(
        'NX',
        'SUV',
        70000,
        ['NX250 Luxury', 'NX350h Sports Luxury'],
        ['Petrol', 'Hybrid'],
        ['FWD', 'AWD'],
      ),
      m('IS', 'Sedan', 65000, ['IS300 Luxury', 'IS350 F Sport'], ['Petrol', 'Hybrid'], ['RWD']),
    ],
  },
  {
    name: 'Skoda',
    weight: 1,
    models: [
      m('Octavia', 'Sedan', 40000, ['Style', 'Sportline', 'RS']),
      m('Kodiaq', 'SUV', 55000, ['Style', 'Sportline', 'RS'], ['Petrol', 'Diesel'], ['AWD'], 7),
    ],
  },
  {
    name: 'Jayco',
    weight: 1,
    caravan: true,
    models: [
      m('Journey', 'Caravan', 75000, ['Outback', 'Standard'], ['None'], ['None'], 4),
      m('Starcraft', 'Caravan', 55000, ['Outback', 'Standard'], ['None'], ['None'], 4),
      m('Crosstrak', 'Caravan', 65000, ['Outback'], ['None'], ['None'], 4),
    ],
  },
];

export type StockPlace = { city: string; state: string };

export const stockPlaces: readonly StockPlace[] = [
  { city: 'Brisbane', state: 'QLD' },
  { city: 'Gold Coast', state: 'QLD' },
  { city: 'Toowoomba', state: 'QLD' },
  { city: 'Cairns', state: 'QLD' },
  { city: 'Townsville', state: 'QLD' },
  { city: 'Sunshine Coast', state: 'QLD' },
  { city: 'Sydney', state: 'NSW' },
  { city: 'Newcastle', state: 'NSW' },
  { city: 'Wollongong', state: 'NSW' },
  { city: 'Parramatta', state: 'NSW' },
  { city: 'Wagga Wagga', state: 'NSW' },
  { city: 'Melbourne', state: 'VIC' },
  { city: 'Geelong', state: 'VIC' },
  { city: 'Ballarat', state: 'VIC' },
  { city: 'Bendigo', state: 'VIC' },
  { city: 'Adelaide', state: 'SA' },
  { city: 'Perth', state: 'WA' },
  { city: 'Bunbury', state: 'WA' },
  { city: 'Hobart', state: 'TAS' },
  { city: 'Launceston', state: 'TAS' },
  { city: 'Canberra', state: 'ACT' },
  { city: 'Darwin', state: 'NT' },
];

export type StockDealership = {
  id: string;
  slug: string;
  name: string;
  code: string;
  locations: readonly { id: string; name: string; city: string; state: string }[];
};

const groupWords = ['Motor Group', 'Auto Centre', 'Motors', 'Car Sales', 'Automotive'] as const;

/** 24 dealerships, each with 1 to 3 locations in cities of one state. */
export function stockDealerships(random: Random): StockDealership[] {
  const out: StockDealership[] = [];
  let locationId = 100;
  for (let i = 0; i < 24; i++) {
    const home = stockPlaces[i % stockPlaces.length] as StockPlace;
    const word = groupWords[i % groupWords.length] as string;
    const name = `${home.city} ${word}`;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const sameState = stockPlaces.filter((p) => p.state === home.state);
    const cities = [home, ...random.sample(sameState, random.int(0, 2))].filter(
      (p, idx, all) => all.findIndex((q) => q.city === p.city) === idx,
    );
    out.push({
      id: String(i + 1),
      slug,
      name,
      code: slug.slice(0, 3).toUpperCase(),
      locations: cities.map((p) => ({
        id: String(locationId++),
        name: `${name} ${p.city}`,
        city: p.city,
        state: p.state,
      })),
    });
  }
  return out;
}

export const stockColours = [
  'White',
  'Glacier White',
  'Silver',
  'Graphite',
  'Black',
  'Eclipse Black',
  'Blue',
  'Red',
  'Soul Red',
  'Grey',
  'Green',
  'Orange',
  'Bronze',
  'Yellow',
] as const;

export const stockFeatures = [
  'Bluetooth',
  'Reversing Camera',
  'Apple CarPlay',
  'Android Auto',
  'Sunroof',
  'Leather Seats',
  'Tow Bar',
  'Cruise Control',
  'Adaptive Cruise Control',
  'Sat Nav',
  'Heated Seats',
  'Lane Keep Assist',
  '360 Camera',
  'Bull Bar',
  'Roof Racks',
  'Keyless Entry',
  'Alloy Wheels',
  'Parking Sensors',
] as const;

export const stockCategories = [
  'Family',
  'Off Road',
  'Budget',
  'Low Kilometres',
  'Tradie',
  'Luxury',
  'Eco',
  'First Car',
] as const;

const tags: readonly (readonly [string | null, number])[] = [
  [null, 85],
  ['Test Drive Only', 4],
  ['Runout Sale', 4],
  ['Special', 3],
  ['Certified', 2],
  ['Just Arrived', 2],
];

const descriptionPhrases = [
  'One owner with full service history.',
  'Immaculate condition inside and out.',
  'Finance available, trade-ins welcome.',
  'Log books and two keys supplied.',
  'Perfect for the family weekend away.',
  'Low kilometres for the year.',
  'Ready to tow with a factory tow pack.',
  'Balance of factory warranty.',
  'Economical and easy to park.',
  'Drive away today.',
] as const;

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export type GenerateStockOptions = {
  count: number;
  seed?: number;
  /** Sold dates, created dates and years are placed relative to this moment. */
  now: Date;
  /** Share of cars marked sold (default 0.08); they sold within the last 10 days. */
  soldShare?: number;
};

/**
 * `count` cars, the same for the same options. Ids are 1..count as strings; ranks have
 * many ties on purpose, so sorts must break ties by id.
 */
type CaravanFields = Pick<
  Car,
  'berths' | 'tare_kg' | 'atm_kg' | 'length_ft' | 'axles' | 'off_road_rating'
>;

/**
 * A caravan's measures, from its number and model alone (no draw from the random
 * stream, so the rest of the stock is the same with or without them): berths 2 to 6,
 * tare 1,200 to 2,790 kg, ATM 500 to 900 kg above it, 12ft to 23ft 6in.
 */
function caravanFieldsOf(i: number, model: string, badge: string | null): CaravanFields {
  const tare = 1200 + ((i * 37) % 1600);
  return {
    berths: 2 + (i % 5),
    tare_kg: tare,
    atm_kg: tare + 500 + (i % 5) * 100,
    length_ft: 12 + (i % 12) + (i % 2) * 0.5,
    axles: tare > 2000 ? 2 : 1,
    off_road_rating:
      model === 'Crosstrak' ? 'off_road' : badge === 'Outback' ? 'semi_off_road' : 'on_road',
  };
}

export function generateStock(options: GenerateStockOptions): Car[] {
  const random = createRandom(options.seed ?? 20250610);
  const nowMs = options.now.getTime();
  const nowSeconds = Math.floor(nowMs / 1000);
  const currentYear = options.now.getUTCFullYear();
  const soldShare = options.soldShare ?? 0.08;
  const dealerships = stockDealerships(random);
  const makeWeights = stockMakes.map((make) => [make, make.weight] as const);
  const cars: Car[] = [];

  for (let i = 1; i <= options.count; i++) {
    const make = random.weighted(makeWeights);
    const model = random.pick(make.models);
    const badge = random.chance(0.95) ? random.pick(model.badges) : null;
    const carType: CarType = random.weighted([
      ['used', 55],
      ['new', 35],
      ['demo', 10],
    ] as const);
    const year =
      carType === 'new'
        ? currentYear - random.int(0, 1)
        : carType === 'demo'
          ? currentYear - random.int(0, 1)
          : currentYear - random.int(1, 18);
    const age = currentYear - year;
    const km =
      carType === 'new'
        ? random.int(0, 50)
        : carType === 'demo'
          ? random.int(500, 15000)
          : Math.min(400000, age * random.int(8000, 22000) + random.int(0, 5000));
    const depreciation =
      carType === 'new' ? 1 : Math.max(0.12, 0.92 * 0.88 ** age) * (1 - km / 800000);
    const priceRoll = random.next();
    const price =
      priceRoll < 0.01
        ? null
        : priceRoll < 0.03
          ? 0
          : Math.round((model.base * depreciation * (0.9 + random.next() * 0.25)) / 10) * 10;
    const statusRoll = random.next();
    const status: CarStatus =
      statusRoll < soldShare
        ? 'sold'
        : statusRoll < soldShare + 0.05
          ? 'coming_soon'
          : statusRoll < soldShare + 0.07
            ? 'others'
            : 'in_stock';
    const soldAt =
      status === 'sold' && random.chance(0.97) ? nowSeconds - random.int(0, 10 * 86400) : null;
    const dealership = random.pick(dealerships);
    const location = random.pick(dealership.locations);
    const colour = random.chance(0.97) ? random.pick(stockColours) : null;
    const fuel = random.pick(model.fuel);
    const drive = random.pick(model.drive);
    const transmission = make.caravan ? null : random.chance(0.88) ? 'Automatic' : 'Manual';
    const name = [year, make.name, model.name, badge].filter(Boolean).join(' ');
    const slug = `${name}-${i}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const features = random.sample(stockFeatures, random.int(2, 7));
    const categories = random.sample(stockCategories, random.int(0, 2));
    const vin = random.chance(0.9)
      ? Array.from({ length: 17 }, () => random.pick([...VIN_ALPHABET])).join('')
      : null;
    const description = [
      `${name}${colour ? ` in ${colour}` : ''}.`,
      ...random.sample(descriptionPhrases, random.int(1, 3)),
      `Features ${features.slice(0, 3).join(', ')}.`,
    ].join(' ');
    const weekly = price && price > 500 ? Math.round(price / 230) : null;
    const financeLenders: FinanceLenders =
      weekly !== null && random.chance(0.7)
        ? {
            Taurus: {
              interestRate: 9.5,
              comparisonRate: 10.2,
              paymentWeek: weekly,
              paymentMonth: Math.round((weekly * 52) / 12),
              termYears: 5,
              termMonths: 60,
              deposit: null,
              balloon: null,
              disclaimer: null,
            },
          }
        : null;
    const imageCount = random.int(0, 3);
    const images = Array.from({ length: imageCount }, (_, k) => ({
      image: { url: `https://img.example.test/cars/${i}/${k}.jpg` },
    }));
    cars.push({
      id: String(i),
      slug,
      name,
      year,
      make: make.name,
      model: model.name,
      badge,
      series: model.series ?? null,
      colour,
      gearnum: transmission === 'Manual' ? 6 : null,
      bodyconfiguration: model.body,
      simple_body: model.body,
      simple_transmission: transmission,
      simple_fuel: fuel,
      fuel,
      drive,
      seats: model.seats,
      ...(make.caravan ? caravanFieldsOf(i, model.name, badge) : noCaravanFields),
      km,
      views: random.int(0, 3000),
      stocknum: `${dealership.code}${String(i).padStart(6, '0')}`,
      item_type: make.caravan ? 'caravan' : 'car',
      car_type: carType,
      status,
      tag: random.weighted(tags),
      reserved: random.chance(0.03),
      certified: carType === 'used' && random.chance(0.1),
      preorder: status === 'coming_soon' && random.chance(0.3),
      show_on_dealer_website: random.chance(0.98),
      created_at: new Date(nowMs - random.int(0, 365 * 86400) * 1000).toISOString(),
      price,
      before_price: price && random.chance(0.1) ? price + 2000 : null,
      subscription_price: random.chance(0.1) ? random.int(150, 400) : null,
      price_type: price ? 'drive_away' : null,
      custom_rank: random.int(0, 200),
      description,
      primary_image_url: images[0]?.image.url ?? null,
      images,
      thumbnails: [],
      photos_count: imageCount,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      dealership_name: dealership.name,
      location: location.city,
      location_id: location.id,
      location_name: location.name,
      city: location.city,
      state: location.state,
      private_suburb: null,
      private_postcode: null,
      vin,
      file: null,
      carsales_title: null,
      sold_date_timestamp: soldAt,
      categories,
      filtered_features: features,
      payment_processors: null,
      autograb_data: null,
      finance_lenders: financeLenders,
    });
  }
  return cars;
}

/** The dealership slugs the generator uses with this seed, for scoping a site to some. */
export function stockDealershipSlugs(seed = 20250610): string[] {
  return stockDealerships(createRandom(seed)).map((d) => d.slug);
}

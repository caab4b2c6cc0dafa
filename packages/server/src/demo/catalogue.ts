import type { OffRoadRating } from '@forecourt/core';
import caravanLinesData from './data/caravan-lines.json' with { type: 'json' };
import listingOptions from './data/listing-options.json' with { type: 'json' };
import makesData from './data/makes.json' with { type: 'json' };
import modelLinesData from './data/model-lines.json' with { type: 'json' };

// The demo catalogue, kept as data in ./data: the makes a dealer platform in
// Australia lists, the model lines the demo stock is drawn from (badges, bodies
// and new prices close to the real market), the caravans a caravan dealer sells
// (their own makes, layouts and weights), and the words listings use.

/** Every make the demo catalogue lists, in the order their ids are given. */
export const makeNames: readonly string[] = makesData;

export type DemoBody =
  | 'SUV'
  | 'Ute'
  | 'Hatch'
  | 'Sedan'
  | 'Wagon'
  | 'Van'
  | 'Coupe'
  | 'Convertible'
  | 'People Mover';

/**
 * The body category a manufacturer's range lists a model under (the Models
 * dropdown's groups), by the line's body.
 */
export const bodyCategoryOf: Readonly<Record<DemoBody, string>> = listingOptions.bodyCategories;

export interface ModelLine {
  make: string;
  model: string;
  badges: readonly string[];
  body: DemoBody;
  fuels: readonly ('Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid')[];
  transmission: 'Automatic' | 'Manual';
  drive: '2WD' | 'AWD' | '4x4' | 'FWD' | 'RWD';
  seats: number;
  /** Drive-away price of the entry badge when new, in dollars. */
  newPrice: number;
  /** The first model year the demo uses; older used cars are not generated. */
  since: number;
  /** The last model year sold new; none while the model is on sale. */
  until?: number;
  /** Stock weight: how often the line appears, roughly its share of the market. */
  weight: number;
}

/** The car lines of the demo stock (data/model-lines.json). */
export const modelLines = modelLinesData as readonly ModelLine[];

/** How a caravan is built: the body facet of a caravan dealer's stock. */
export type CaravanStyle = 'Caravan' | 'Pop Top' | 'Off Road' | 'Hybrid' | 'Camper Trailer';

/** One floor plan of a caravan line: the badge it is sold as and what it weighs. */
export interface CaravanLayout {
  badge: string;
  /** Body length as caravans are sold, e.g. '21ft 6in'. */
  length: string;
  /** How many it sleeps (the listing's seats field). */
  berths: number;
  /** Unladen weight and the aggregate trailer mass, in kg. */
  tareKg: number;
  atmKg: number;
  axles: 1 | 2;
  ensuite: boolean;
  bunks: boolean;
}

export interface CaravanLine {
  make: string;
  model: string;
  style: CaravanStyle;
  /** How rough a road the line is built for (core's off-road ratings). */
  offRoad: OffRoadRating;
  layouts: readonly CaravanLayout[];
  /** Drive-away price of the first layout when new, in dollars; longer layouts cost more. */
  newPrice: number;
  since: number;
  until?: number;
  weight: number;
}

/**
 * Caravans of the makes Australian caravan dealers sell (data/caravan-lines.json),
 * with layouts, body lengths, berths and weights in the range of the real ones;
 * prices are drive-away when new.
 */
export const caravanLines = caravanLinesData as readonly CaravanLine[];

/** Paint a caravan comes in: mostly white, some composite greys and checkerplate silver. */
export const caravanColours: readonly string[] = listingOptions.caravanColours;

/** What a caravan dealer's listings say a van has (the features filter). */
export const caravanFeatures: readonly string[] = listingOptions.caravanFeatures;

/** Listing colours: the name a feed uses and the paint the placeholder image shows. */
export const colours: readonly { name: string; hex: string }[] = listingOptions.colours;

/** What a car's listing may say it has (the features filter). */
export const features: readonly string[] = listingOptions.features;

/** The makes whose used cars the demo may list as manufacturer certified. */
export const certifiedMakes: readonly string[] = listingOptions.certifiedMakes;

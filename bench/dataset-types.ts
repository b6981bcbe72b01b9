import type { Bottle, Format, Product } from '../domain/inventory.js';
import type { Location } from '../domain/restaurant.js';

export interface DatasetSizes {
  profiles: number;
  formats: number;
  bottles: number;
  locations: number;
}

/** A product as the app shows it, plus when it was created (the table keeps that, the API not). */
export interface DatasetProduct extends Product {
  createdAt: string;
}

/**
 * A format with money in whole cents, as stored: the generator never holds a float amount, so a
 * price written and read back is exactly the same on both databases.
 */
export interface DatasetFormat extends Omit<Format, 'cost' | 'price'> {
  costCents: number | null;
  priceCents: number | null;
  createdAt: string;
}

export interface Dataset {
  seed: number;
  /** The instant the dataset is relative to (bottles were added in the 3 years before it). */
  now: string;
  sizes: DatasetSizes;
  locations: Location[];
  products: DatasetProduct[];
  formats: DatasetFormat[];
  bottles: Bottle[];
}

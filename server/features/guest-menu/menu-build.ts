import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { GuestMenuLink } from '../../../domain/guest-link.js';
import { compactGuestEntries, type GuestMenuJson } from '../../../domain/guest-menu-json.js';
import {
  entriesInOrder,
  type GuestEntry,
  type GuestProjection,
  type GuestProjectionOptions,
  guestProjection,
  type StaffMenuJson,
} from '../../../domain/guest-projection.js';
import type { Db } from '../../db/database.js';
import { readFormatCounts } from '../../live/bottle-counts.js';
import { readFormats, readProducts } from '../inventory/index.js';
import { readAtRevision, readRestaurant } from '../restaurants/index.js';
import { readLink } from './guest-link-repo.js';
import { renderGuestPage } from './guest-page.js';
import { type GuestLanguage, guestLanguages } from './guest-page-labels.js';
import type { GuestScript } from './guest-script.js';
import { renderStaffPage } from './staff-page.js';

/**
 * A menu's whole build, from the database to the compressed answers (decision 0030): run in the
 * menu builder's worker thread (menu-build-worker.ts), never on the server's event loop.
 */

/** One answer, compressed once: what a thousand guests are sent. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface GuestPageBody {
  body: EncodedBody;
  styleHashes: string[];
}

/** Whose menu: the public guest page's, or the staff /menu's (every price, no "last bottle"). */
export type AudienceName = 'guests' | 'staff';

/**
 * Who a menu is built for: the options of the projection, the JSON its readers take and its page.
 * Guests get the link's options and the entries in page order, compacted (their page is HTML); the
 * staff /menu gets the same projection with every price and no "last bottle", grouped.
 */
interface MenuAudience {
  options(link: GuestMenuLink): GuestProjectionOptions;
  json(
    version: string,
    projection: GuestProjection,
    entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
  ): GuestMenuJson | StaffMenuJson;
  render: typeof renderGuestPage;
}

const AUDIENCES: Record<AudienceName, MenuAudience> = {
  guests: {
    options: (link) => link,
    json: (version, _projection, entries) =>
      compactGuestEntries(version, [...entries.glass, ...entries.bottle]),
    render: renderGuestPage,
  },
  // SPEC's menu as it always was, whatever a manager chose for the public link.
  staff: {
    options: () => ({ hidePrices: false, showLastBottle: false, welcomeEn: '', welcomeFr: '' }),
    json: (version, projection) => ({
      version,
      restaurantName: projection.restaurantName,
      glass: projection.glass,
      bottle: projection.bottle,
    }),
    render: renderStaffPage,
  },
};

export interface BuildRequest {
  id: number;
  restaurantId: string;
  audience: AudienceName;
  script: GuestScript | null;
  /** The held menu's version: a build that finds the same projection sends no bodies. */
  heldVersion: string | null;
}

export type BuildAnswer =
  | { id: number; revision: number; version: string; same: true }
  | {
      id: number;
      revision: number;
      version: string;
      same: false;
      json: EncodedBody;
      pages: Record<GuestLanguage, GuestPageBody>;
    }
  | { id: number; error: string };

function encode(text: string): EncodedBody {
  const identity = Buffer.from(text);
  const br = zlib.brotliCompressSync(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  return { identity, br, gzip: zlib.gzipSync(identity, { level: 6 }) };
}

/** Reads the restaurant at one revision and makes its JSON and both languages' pages. */
export async function buildMenu(db: Db, request: BuildRequest): Promise<BuildAnswer> {
  const { id, restaurantId } = request;
  const audience = AUDIENCES[request.audience];
  const { revision, value } = await readAtRevision(db, restaurantId, (tx) =>
    Promise.all([
      readRestaurant(tx, restaurantId),
      readProducts(tx, restaurantId),
      readFormats(tx, restaurantId),
      readFormatCounts(tx, restaurantId),
      readLink(tx, restaurantId),
    ]),
  );
  const [restaurant, products, formats, counts, link] = value;
  if (!restaurant) throw new Error(`restaurant ${restaurantId} is gone`);
  const projection = guestProjection(
    {
      restaurantName: restaurant.name,
      currency: restaurant.currency,
      products: new Map(products.map((product) => [product.id, product])),
      formats: new Map(formats.map((format) => [format.id, format])),
      counts,
      listings: restaurant.listings,
      colors: restaurant.colors,
    },
    audience.options(link),
  );
  const version = createHash('sha256')
    .update(JSON.stringify(projection))
    .digest('base64url')
    .slice(0, 16);
  // Nothing a reader sees changed (a bottle moved, a cost edited): the held answers stay.
  if (version === request.heldVersion) return { id, revision, version, same: true };
  const entries = {
    glass: entriesInOrder(projection.glass),
    bottle: entriesInOrder(projection.bottle),
  };
  const page = (language: GuestLanguage): GuestPageBody => {
    const rendered = audience.render(projection, entries, language, request.script, version);
    return { body: encode(rendered.html), styleHashes: rendered.styleHashes };
  };
  const pages = Object.fromEntries(
    guestLanguages.map((language) => [language, page(language)]),
  ) as Record<GuestLanguage, GuestPageBody>;
  const json = encode(JSON.stringify(audience.json(version, projection, entries)));
  return { id, revision, version, same: false, json, pages };
}

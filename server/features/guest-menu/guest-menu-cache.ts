import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { GuestMenuLink } from '../../../domain/guest-link.js';
import type { StaffMenuJson } from '../../../domain/guest-projection.js';
import {
  entriesInOrder,
  type GuestEntry,
  type GuestProjection,
  type GuestProjectionOptions,
  guestProjection,
} from '../../../domain/guest-projection.js';
import type { Db } from '../../db/database.js';
import { readFormatCounts } from '../../live/bottle-counts.js';
import { readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { readAtRevision } from '../restaurants/read-at-revision.js';
import { readRestaurant } from '../restaurants/restaurant-repo.js';
import { RecentlyUsed } from '../snapshot/recently-used.js';
import { readLink } from './guest-link-repo.js';
import { renderGuestPage } from './guest-page.js';
import type { GuestLanguage } from './guest-page-labels.js';
import type { GuestScript } from './guest-script.js';
import { renderStaffPage } from './staff-page.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One answer, compressed once: what a thousand guests are sent. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function encode(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
}

export interface GuestPageBody {
  body: EncodedBody;
  styleHashes: string[];
}

/** A restaurant's guest menu at one revision: its projection, its JSON and its pages per language. */
export class BuiltMenu {
  readonly pages = new Map<GuestLanguage, Promise<GuestPageBody>>();

  constructor(
    readonly revision: number,
    /** A hash of the projection: unchanged when a revision changed nothing guests see. */
    readonly version: string,
    readonly projection: GuestProjection,
    readonly entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
    readonly json: EncodedBody,
  ) {}
}

/** What the filter script reads: the entries in the page's order, and the version to poll by. */
export interface GuestMenuJson {
  version: string;
  entries: GuestEntry[];
}

/**
 * Who a cache builds for: the options of the projection and the JSON its readers take. Guests get
 * the link's options and the entries in page order (their page is HTML); the staff /menu gets the
 * same projection with every price and no "last bottle", grouped, and draws it itself.
 */
export interface MenuAudience {
  options(link: GuestMenuLink): GuestProjectionOptions;
  json(
    version: string,
    projection: GuestProjection,
    entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
  ): unknown;
  /** Its page in one language: the public guest page, or the staff /menu's. */
  render: typeof renderGuestPage;
}

export const GUESTS: MenuAudience = {
  options: (link) => link,
  json: (version, _projection, entries): GuestMenuJson => ({
    version,
    entries: [...entries.glass, ...entries.bottle],
  }),
  render: renderGuestPage,
};

/** The staff /menu: SPEC's menu as it always was, whatever a manager chose for the public link. */
export const STAFF: MenuAudience = {
  options: () => ({ hidePrices: false, showLastBottle: false, welcomeEn: '', welcomeFr: '' }),
  json: (version, projection): StaffMenuJson => ({
    version,
    restaurantName: projection.restaurantName,
    glass: projection.glass,
    bottle: projection.bottle,
  }),
  render: renderStaffPage,
};

/**
 * The guest menus of the most recently read restaurants, each built once per revision (decision
 * 0018): a guest's page is then a lookup of the token and of a held, compressed answer. One build
 * at a time per restaurant, however many guests ask at once after a change.
 */
export class GuestMenuCache {
  private readonly held = new RecentlyUsed<BuiltMenu>(64);
  private readonly building = new Map<string, Promise<BuiltMenu>>();

  constructor(
    private readonly db: Db,
    private readonly script: () => GuestScript | null,
    private readonly onBuildError: (error: unknown) => void,
    private readonly audience: MenuAudience = GUESTS,
  ) {}

  /**
   * The menu for a restaurant whose database is at `revision`. A held menu behind it is served at
   * once while the current one is built in the background (as the staff model is, decision 0013):
   * guests wait for no build after a sale, and their next poll, a few seconds later, finds it.
   * With none held, or with `wait` (the staff, who just saw the change in their live feed), the
   * request waits for the build.
   */
  async menu(restaurantId: string, revision: number, wait = false): Promise<BuiltMenu> {
    const held = this.held.get(restaurantId);
    if (held && held.revision >= revision) return held;
    const build = this.build(restaurantId, held);
    if (held && !wait) {
      build.catch(this.onBuildError);
      return held;
    }
    return build;
  }

  private build(restaurantId: string, held: BuiltMenu | undefined): Promise<BuiltMenu> {
    let build = this.building.get(restaurantId);
    if (!build) {
      build = this.read(restaurantId, held).finally(() => this.building.delete(restaurantId));
      this.building.set(restaurantId, build);
    }
    return build;
  }

  page(menu: BuiltMenu, language: GuestLanguage): Promise<GuestPageBody> {
    let page = menu.pages.get(language);
    if (!page) {
      const rendered = this.audience.render(
        menu.projection,
        menu.entries,
        language,
        this.script(),
        menu.version,
      );
      page = encode(rendered.html).then((body) => ({ body, styleHashes: rendered.styleHashes }));
      menu.pages.set(language, page);
    }
    return page;
  }

  async settled(): Promise<void> {
    while (this.building.size > 0) await Promise.allSettled(this.building.values());
  }

  private async read(restaurantId: string, previous: BuiltMenu | undefined): Promise<BuiltMenu> {
    const { revision, value } = await readAtRevision(this.db, restaurantId, (tx) =>
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
        products: new Map(products.map((product) => [product.id, product])),
        formats: new Map(formats.map((format) => [format.id, format])),
        counts,
        listings: restaurant.listings,
        colors: restaurant.colors,
      },
      this.audience.options(link),
    );
    const text = JSON.stringify(projection);
    const version = createHash('sha256').update(text).digest('base64url').slice(0, 16);
    // Nothing a guest sees changed (a bottle moved, a cost edited): the pages already made stay.
    if (previous && previous.version === version) {
      const same = new BuiltMenu(
        revision,
        version,
        previous.projection,
        previous.entries,
        previous.json,
      );
      for (const [language, page] of previous.pages) same.pages.set(language, page);
      this.held.set(restaurantId, same);
      return same;
    }
    const entries = {
      glass: entriesInOrder(projection.glass),
      bottle: entriesInOrder(projection.bottle),
    };
    const json = this.audience.json(version, projection, entries);
    const built = new BuiltMenu(
      revision,
      version,
      projection,
      entries,
      await encode(JSON.stringify(json)),
    );
    this.held.set(restaurantId, built);
    return built;
  }
}

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
import type { ChangeBatch, ChangeEntity } from '../../../domain/live.js';
import type { Db } from '../../db/database.js';
import { readFormatCounts } from '../../live/bottle-counts.js';
import type { BatchListener } from '../../live/hub.js';
import { readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { readAtRevision } from '../restaurants/read-at-revision.js';
import { readRestaurant } from '../restaurants/restaurant-repo.js';
import { RecentlyUsed } from '../snapshot/recently-used.js';
import { readLink } from './guest-link-repo.js';
import { renderGuestPage } from './guest-page.js';
import type { GuestLanguage } from './guest-page-labels.js';
import type { GuestScript } from './guest-script.js';
import { renderStaffPage } from './staff-page.js';

/** Restaurants whose menus are held. */
const HELD = 64;
/**
 * What no menu shows: a batch of only these (a stock count's scans, a team change) leaves the
 * menu as it is.
 */
const NOT_ON_THE_MENU: ReadonlySet<ChangeEntity> = new Set(['stocktake', 'report', 'member']);
/**
 * A menu nobody asked for in this long (no page open: each polls every 5 s) is not built again on
 * a change, only when it is next asked for.
 */
const ASKED_RECENTLY_MS = 60_000;

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
  constructor(
    readonly revision: number,
    /** A hash of the projection: unchanged when a revision changed nothing guests see. */
    readonly version: string,
    readonly projection: GuestProjection,
    readonly entries: { glass: GuestEntry[]; bottle: GuestEntry[] },
    readonly json: EncodedBody,
    readonly pages = new Map<GuestLanguage, Promise<GuestPageBody>>(),
  ) {}

  /** The same menu, current at a later revision that changed nothing guests see. */
  at(revision: number): BuiltMenu {
    return new BuiltMenu(
      revision,
      this.version,
      this.projection,
      this.entries,
      this.json,
      this.pages,
    );
  }
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
 * at a time per restaurant, however many guests ask at once after a change. As a listener of the
 * live hub (the public cache only), a held menu is built again as soon as a change is committed,
 * not when the first poll after it comes.
 */
export class GuestMenuCache implements BatchListener {
  private readonly held = new RecentlyUsed<BuiltMenu>(HELD);
  private readonly building = new Map<string, Promise<BuiltMenu>>();
  /** The newest revision the live hub told of, per restaurant held. */
  private readonly told = new RecentlyUsed<number>(HELD);
  /** When each restaurant's menu was last asked for. */
  private readonly asked = new RecentlyUsed<number>(HELD);

  constructor(
    private readonly db: Db,
    private readonly script: () => GuestScript | null,
    private readonly onBuildError: (error: unknown) => void,
    private readonly audience: MenuAudience = GUESTS,
  ) {}

  /** Follows the restaurants whose menu someone is reading (other processes' batches too). */
  wants(restaurantId: string): boolean {
    const asked = this.asked.peek(restaurantId);
    return (
      asked !== undefined &&
      Date.now() - asked < ASKED_RECENTLY_MS &&
      this.held.peek(restaurantId) !== undefined
    );
  }

  /** A change committed: the menu guests are reading is built again now. */
  onBatch(restaurantId: string, batch: ChangeBatch): void {
    const held = this.held.peek(restaurantId);
    if (!held) return;
    if (
      held.revision === batch.revision - 1 &&
      batch.changes.every((change) => NOT_ON_THE_MENU.has(change.entity))
    ) {
      this.hold(restaurantId, held.at(batch.revision));
      return;
    }
    if (batch.revision > (this.told.peek(restaurantId) ?? 0)) {
      this.told.set(restaurantId, batch.revision);
    }
    if (this.wants(restaurantId)) {
      this.current(restaurantId, batch.revision).catch(this.onBuildError);
    }
  }

  /**
   * The menu for a restaurant whose database is at `revision` (or at a newer one the hub told
   * of). A menu held behind it is not served: the request waits for the build under way (started
   * by the change itself), so a guest polling during a rebuild gets the new menu as soon as it
   * exists rather than the old one and a whole poll period more. If the build fails, the held
   * menu answers (and the error is logged).
   */
  menu(restaurantId: string, revision: number): Promise<BuiltMenu> {
    this.asked.set(restaurantId, Date.now());
    return this.current(restaurantId, revision);
  }

  private async current(restaurantId: string, revision: number): Promise<BuiltMenu> {
    const wanted = Math.max(revision, this.told.peek(restaurantId) ?? 0);
    let held = this.held.get(restaurantId);
    // Twice at most: a build already under way may have read before `wanted`; the next reads after.
    for (let attempt = 0; attempt < 2 && (!held || held.revision < wanted); attempt++) {
      try {
        held = await this.build(restaurantId, held);
      } catch (error) {
        if (!held) throw error;
        this.onBuildError(error);
        return held;
      }
    }
    if (!held) throw new Error(`no menu for ${restaurantId}`);
    return held;
  }

  /** Holds a menu unless a newer one is held already. */
  private hold(restaurantId: string, menu: BuiltMenu): void {
    const held = this.held.peek(restaurantId);
    if (!held || held.revision <= menu.revision) this.held.set(restaurantId, menu);
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
        currency: restaurant.currency,
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
      const same = previous.at(revision);
      this.hold(restaurantId, same);
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
    this.hold(restaurantId, built);
    // The languages guests read are made now: those whose polls just found the new version ask
    // for the page at once, and wait for one rendering, not a thousand.
    for (const language of previous?.pages.keys() ?? []) {
      this.page(built, language).catch(this.onBuildError);
    }
    return built;
  }
}

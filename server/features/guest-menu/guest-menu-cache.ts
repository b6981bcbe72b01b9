import type { ChangeBatch, ChangeEntity } from '../../../domain/live.js';
import type { BatchListener } from '../../live/hub.js';
import { RecentlyUsed } from '../snapshot/index.js';
import type { GuestLanguage } from './guest-page-labels.js';
import type { GuestScript } from './guest-script.js';
import type { AudienceName, BuildAnswer, EncodedBody, GuestPageBody } from './menu-build.js';
import type { MenuBuilder } from './menu-builder.js';

export type { EncodedBody, GuestPageBody } from './menu-build.js';

/** Restaurants whose menus are held. */
const HELD = 64;
/**
 * What no menu shows: a batch of only these (a stock count's scans, a team change) leaves the
 * menu as it is.
 */
const NOT_ON_THE_MENU: ReadonlySet<ChangeEntity> = new Set([
  'stocktake',
  'report',
  'member',
  'purchase-order',
  'supplier',
]);
/**
 * A menu nobody asked for in this long (no page open: each polls every 5 s) is not built again on
 * a change, only when it is next asked for.
 */
const ASKED_RECENTLY_MS = 60_000;

/** A restaurant's menu at one revision: its JSON and its page in each language, compressed. */
export class BuiltMenu {
  constructor(
    readonly revision: number,
    /** A hash of the projection: unchanged when a revision changed nothing its readers see. */
    readonly version: string,
    readonly json: EncodedBody,
    readonly pages: Readonly<Record<GuestLanguage, GuestPageBody>>,
  ) {}

  /** The same menu, current at a later revision that changed nothing its readers see. */
  at(revision: number): BuiltMenu {
    return new BuiltMenu(revision, this.version, this.json, this.pages);
  }
}

/** A structured clone turns the worker's Buffers into Uint8Arrays: Buffers again, not copied. */
function buffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function encoded(body: EncodedBody): EncodedBody {
  return { identity: buffer(body.identity), br: buffer(body.br), gzip: buffer(body.gzip) };
}

function page(body: GuestPageBody): GuestPageBody {
  return { body: encoded(body.body), styleHashes: body.styleHashes };
}

/**
 * The menus of the most recently read restaurants (decisions 0018, 0030), built in the menu
 * builder's thread, never on the event loop: a request is a lookup of a held, compressed answer.
 * As a listener of the live hub, a menu someone reads is built again as soon as a change commits;
 * changes that come while it builds make one more build after it, not one each. The public
 * guests' requests are answered from the held menu while it builds (never a half-built one); the
 * staff's wait for the build at the revision they ask for (they ask because the feed said so).
 */
export class GuestMenuCache implements BatchListener {
  private readonly held = new RecentlyUsed<BuiltMenu>(HELD);
  private readonly building = new Map<string, Promise<BuiltMenu>>();
  /** Restaurants that changed while their menu was building: one more build when it ends. */
  private readonly again = new Set<string>();
  /** The newest revision the live hub told of, per restaurant held. */
  private readonly told = new RecentlyUsed<number>(HELD);
  /** When each restaurant's menu was last asked for. */
  private readonly asked = new RecentlyUsed<number>(HELD);

  constructor(
    private readonly builder: MenuBuilder,
    private readonly script: () => GuestScript | null,
    private readonly onBuildError: (error: unknown) => void,
    private readonly audience: AudienceName = 'guests',
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

  /** A change committed: the menu being read is built again now, off the request path. */
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
    if (this.wants(restaurantId)) this.refresh(restaurantId);
  }

  /**
   * The menu for a restaurant whose database is at `revision` (or at a newer one the hub told
   * of). Guests get the held menu at once, and a build is started if it is behind; staff wait for
   * it. Only a restaurant with no menu held yet makes a guest wait for its first build.
   */
  async menu(restaurantId: string, revision: number): Promise<BuiltMenu> {
    this.asked.set(restaurantId, Date.now());
    const wanted = Math.max(revision, this.told.peek(restaurantId) ?? 0);
    let held = this.held.get(restaurantId);
    if (held && held.revision >= wanted) return held;
    if (held && this.audience === 'guests') {
      this.refresh(restaurantId);
      return held;
    }
    // Twice at most: a build already under way may have read before `wanted`; the next reads after.
    for (let attempt = 0; attempt < 2 && (!held || held.revision < wanted); attempt++) {
      try {
        held = await (this.building.get(restaurantId) ?? this.start(restaurantId));
      } catch (error) {
        if (!held) throw error;
        this.onBuildError(error);
        return held;
      }
    }
    if (!held) throw new Error(`no menu for ${restaurantId}`);
    return held;
  }

  page(menu: BuiltMenu, language: GuestLanguage): GuestPageBody {
    return menu.pages[language];
  }

  /** Whether a build of this restaurant's menu is under way (tests, benches). */
  isBuilding(restaurantId: string): boolean {
    return this.building.has(restaurantId);
  }

  async settled(): Promise<void> {
    while (this.building.size > 0) await Promise.allSettled(this.building.values());
  }

  /** A build now, or one more after the one under way (however many changes came meanwhile). */
  private refresh(restaurantId: string): void {
    if (this.building.has(restaurantId)) this.again.add(restaurantId);
    else this.start(restaurantId).catch(this.onBuildError);
  }

  private start(restaurantId: string): Promise<BuiltMenu> {
    const build = this.read(restaurantId).finally(() => {
      this.building.delete(restaurantId);
      if (this.again.delete(restaurantId) && this.wants(restaurantId)) {
        this.start(restaurantId).catch(this.onBuildError);
      }
    });
    this.building.set(restaurantId, build);
    return build;
  }

  /** Holds a menu unless a newer one is held already. */
  private hold(restaurantId: string, menu: BuiltMenu): void {
    const held = this.held.peek(restaurantId);
    if (!held || held.revision <= menu.revision) this.held.set(restaurantId, menu);
  }

  private async read(restaurantId: string): Promise<BuiltMenu> {
    const previous = this.held.peek(restaurantId);
    const answer: BuildAnswer = await this.builder.build({
      restaurantId,
      audience: this.audience,
      script: this.script(),
      heldVersion: previous?.version ?? null,
    });
    if ('error' in answer) throw new Error(`building a menu failed: ${answer.error}`);
    // Read again: a newer menu may have been held meanwhile (its pages are the same when `same`).
    const held = this.held.peek(restaurantId) ?? previous;
    const built = answer.same
      ? held?.version === answer.version
        ? held.at(answer.revision)
        : undefined
      : new BuiltMenu(answer.revision, answer.version, encoded(answer.json), {
          en: page(answer.pages.en),
          fr: page(answer.pages.fr),
        });
    if (!built) throw new Error(`building a menu failed: ${restaurantId}'s held menu changed`);
    this.hold(restaurantId, built);
    return built;
  }
}

import type { ChangeBatch } from '../../../domain/live.js';
import type { Db } from '../../db/database.js';
import type { BatchListener } from '../../live/hub.js';
import { RecentlyUsed } from '../snapshot/index.js';
import { findPublished, type PublishedMenu, tokenHash } from './guest-link-repo.js';

/**
 * How long a token's lookup answers guests' polls before the database is asked again. A link
 * changed by this process is forgotten at once (its batch, below); one changed by another server
 * process is forgotten when that process's batch arrives, and at the latest after this.
 */
const RECHECK_MS = 1_000;

/** Tokens kept (a wrong one asked is kept too, as "no menu"): bounds the memory. */
const KEPT = 1_024;

interface Found {
  menu: PublishedMenu | undefined;
  at: number;
}

/**
 * Which restaurant a guest's token opens (decision 0018, amended): the indexed lookup by the
 * token's hash, kept for a second, so that a thousand guests' polls cost one read a second rather
 * than two hundred. Kept by the hash, as the database keeps it: no token character is compared.
 */
export class PublishedMenus implements BatchListener {
  private found = new RecentlyUsed<Found>(KEPT);
  private readonly reading = new Map<string, Promise<PublishedMenu | undefined>>();
  /** Bumped by every change of a link: a lookup that started before it is not kept. */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly now = () => Date.now(),
  ) {}

  find(token: string): Promise<PublishedMenu | undefined> {
    const hash = tokenHash(token);
    const found = this.found.get(hash);
    if (found && this.now() - found.at < RECHECK_MS) return Promise.resolve(found.menu);
    let reading = this.reading.get(hash);
    if (!reading) {
      const epoch = this.epoch;
      const at = this.now();
      const read = findPublished(this.db.kysely, token)
        .then((menu) => {
          if (epoch === this.epoch) this.found.set(hash, { menu, at });
          return menu;
        })
        .finally(() => {
          if (this.reading.get(hash) === read) this.reading.delete(hash);
        });
      this.reading.set(hash, read);
      reading = read;
    }
    return reading;
  }

  /** Only what the guest menus held already bring in (GuestMenuCache.wants). */
  wants(): boolean {
    return false;
  }

  /** Published, replaced, unpublished, an option changed: every token is looked up again. */
  onBatch(_restaurantId: string, batch: ChangeBatch): void {
    if (!batch.changes.some((change) => change.entity === 'guest-link')) return;
    this.epoch++;
    this.found = new RecentlyUsed<Found>(KEPT);
    this.reading.clear();
  }
}

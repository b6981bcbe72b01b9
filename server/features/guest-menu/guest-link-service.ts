import { randomBytes } from 'node:crypto';
import {
  GUEST_TOKEN_BYTES,
  type GuestMenuLink,
  type GuestMenuOptions,
} from '../../../domain/guest-link.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { readLink, saveLink } from './guest-link-repo.js';

type Action = 'publish' | 'new-link' | 'unpublish' | 'options';

function newToken(): string {
  return randomBytes(GUEST_TOKEN_BYTES).toString('base64url');
}

/**
 * The Guest Menu Link manager: publish, New link, Unpublish and the options. Each is one
 * write through the Writer, so it takes a new revision: the guest pages cached for the previous
 * one are not served again, and a replaced or withdrawn token finds no row at once.
 */
export class GuestLinkService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  get(actor: Actor): Promise<GuestMenuLink> {
    return readLink(this.db.kysely, actor.restaurantId);
  }

  publish(actor: Actor): Promise<GuestMenuLink> {
    // Publishing a published menu keeps its address: the printed cards stay good.
    return this.change(actor, 'publish', (link) => ({ ...link, token: link.token ?? newToken() }));
  }

  newLink(actor: Actor): Promise<GuestMenuLink> {
    return this.change(actor, 'new-link', (link) => ({ ...link, token: newToken() }));
  }

  unpublish(actor: Actor): Promise<GuestMenuLink> {
    return this.change(actor, 'unpublish', (link) => ({ ...link, token: null }));
  }

  setOptions(actor: Actor, options: GuestMenuOptions): Promise<GuestMenuLink> {
    return this.change(actor, 'options', (link) => ({ ...link, ...options }));
  }

  private change(
    actor: Actor,
    action: Action,
    next: (link: GuestMenuLink) => Omit<GuestMenuLink, 'published'>,
  ): Promise<GuestMenuLink> {
    return this.writer.write(actor, async (tx, record) => {
      const saved = next(await readLink(tx, actor.restaurantId));
      const link = { ...saved, published: saved.token !== null };
      await saveLink(tx, actor.restaurantId, link, new Date().toISOString());
      // The options, never the token; only the feeds of those who may manage the link carry it
      // (domain/live-view.ts).
      const { token: _token, ...shared } = link;
      record({
        entity: 'guest-link',
        id: actor.restaurantId,
        op: 'put',
        action: `guest-link.${action}`,
        data: shared,
      });
      return link;
    });
  }
}

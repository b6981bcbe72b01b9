import { hash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GuestMenuLink } from '../../../domain/guest-link.js';
import { DEFAULT_GUEST_MENU_LINK } from '../../../domain/guest-link.js';
import { fromBool, toBool } from '../../db/normalize.js';
import type { Database, GuestMenuLinkTable } from '../../db/schema.js';

/**
 * What a guest's token is looked up by (decision 0018): its SHA-256, never the token itself. The
 * one-shot hash: every guest's poll takes one, and a Hash object cost several times more.
 */
export function tokenHash(token: string): string {
  return hash('sha256', token, 'base64url');
}

function linkOf(row: GuestMenuLinkTable | undefined): GuestMenuLink {
  if (!row) return DEFAULT_GUEST_MENU_LINK;
  return {
    published: row.token !== null,
    token: row.token,
    hidePrices: toBool(row.hide_prices),
    showLastBottle: toBool(row.show_last_bottle),
    welcomeEn: row.welcome_en,
    welcomeFr: row.welcome_fr,
  };
}

export async function readLink(db: Kysely<Database>, restaurantId: string): Promise<GuestMenuLink> {
  const row = await db
    .selectFrom('guest_menu_links')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return linkOf(row);
}

/** Writes the restaurant's whole link row (one per restaurant). */
export async function saveLink(
  db: Kysely<Database>,
  restaurantId: string,
  link: GuestMenuLink,
  now: string,
): Promise<void> {
  const row = {
    token: link.token,
    token_hash: link.token === null ? null : tokenHash(link.token),
    hide_prices: fromBool(link.hidePrices),
    show_last_bottle: fromBool(link.showLastBottle),
    welcome_en: link.welcomeEn,
    welcome_fr: link.welcomeFr,
    updated_at: now,
  };
  await db
    .insertInto('guest_menu_links')
    .values({ restaurant_id: restaurantId, ...row })
    .onConflict((conflict) => conflict.column('restaurant_id').doUpdateSet(row))
    .execute();
}

/** A published menu as a guest's request finds it: the restaurant, its revision and the options. */
export interface PublishedMenu {
  restaurantId: string;
  restaurantName: string;
  revision: number;
  hidePrices: boolean;
  showLastBottle: boolean;
  welcomeEn: string;
  welcomeFr: string;
}

/**
 * One indexed read by the token's hash: a wrong token walks the same index to no row, and no
 * comparison of the token's characters happens in our code or the database's (decision 0018).
 */
export async function findPublished(
  db: Kysely<Database>,
  token: string,
): Promise<PublishedMenu | undefined> {
  const row = await db
    .selectFrom('guest_menu_links as l')
    .innerJoin('restaurants as r', 'r.id', 'l.restaurant_id')
    .select([
      'l.restaurant_id',
      'r.name',
      'r.revision',
      'l.hide_prices',
      'l.show_last_bottle',
      'l.welcome_en',
      'l.welcome_fr',
    ])
    .where('l.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    restaurantId: row.restaurant_id,
    restaurantName: row.name,
    revision: Number(row.revision),
    hidePrices: toBool(row.hide_prices),
    showLastBottle: toBool(row.show_last_bottle),
    welcomeEn: row.welcome_en,
    welcomeFr: row.welcome_fr,
  };
}

import { z } from './zod.js';

/**
 * The guest menu's public link (decision 0018): whether it is published, its address
 * and the options of what guests read there. Owners and managers change it (edit-settings).
 */

/** 24 random bytes in base64url: 192 bits, well past the 128 the link must have. */
export const GUEST_TOKEN_BYTES = 24;
/** What a token looks like; any other path under /m/ is answered 404 without a lookup. */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const WELCOME_MAX_LENGTH = 280;

export const guestMenuLinkSchema = z.object({
  published: z.boolean(),
  /** The token of /m/<token> while published; null when not. */
  token: z.string().nullable(),
  hidePrices: z.boolean(),
  /** Marks a format with one bottle left (fr Dernière bouteille). */
  showLastBottle: z.boolean(),
  welcomeEn: z.string(),
  welcomeFr: z.string(),
});
export type GuestMenuLink = z.infer<typeof guestMenuLinkSchema>;

export const guestMenuOptionsSchema = z.strictObject({
  hidePrices: z.boolean().optional(),
  showLastBottle: z.boolean().optional(),
  welcomeEn: z.string().trim().max(WELCOME_MAX_LENGTH).optional(),
  welcomeFr: z.string().trim().max(WELCOME_MAX_LENGTH).optional(),
});
export type GuestMenuOptions = z.infer<typeof guestMenuOptionsSchema>;

/** What an unpublished restaurant that never chose anything has. */
export const DEFAULT_GUEST_MENU_LINK: GuestMenuLink = {
  published: false,
  token: null,
  hidePrices: false,
  showLastBottle: false,
  welcomeEn: '',
  welcomeFr: '',
};

/** The public address of a token, on an origin ('' for a path). */
export function guestMenuPath(token: string): string {
  return `/m/${token}`;
}

import type { StaffMenuJson } from '../../domain/guest-projection.js';
import { readError } from './api-client.js';
import { earlyRequest } from './early-request.js';

/** The staff menu as fetched: the menu, its ETag, and the revision to follow the live feed from. */
export interface FetchedMenu {
  /** null: unchanged since the ETag sent (304). */
  menu: StaffMenuJson | null;
  etag: string;
  revision: number;
}

// Used only for the first load right after sign-in is known; older than this, fetch afresh.
const FRESH_MS = 10_000;

/**
 * GET /api/menu (issue 18): the guest projection with every price, a fraction of the model's
 * bytes. With the ETag of the menu shown, its menu is null when unchanged (304).
 */
export async function fetchStaffMenu(etag?: string): Promise<FetchedMenu> {
  const response = await fetch('/api/menu', {
    headers: etag
      ? { Accept: 'application/json', 'If-None-Match': etag }
      : { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok && response.status !== 304) throw await readError(response);
  return {
    menu: response.status === 304 ? null : ((await response.json()) as StaffMenuJson),
    etag: response.headers.get('ETag') ?? '',
    revision: Number(response.headers.get('X-Menu-Revision') ?? 0),
  };
}

/** Started as soon as the session is known, beside the menu's code rather than after it. */
const early = earlyRequest(() => fetchStaffMenu(), FRESH_MS);

export const prefetchStaffMenu = early.start;

/** The prefetched menu, once; otherwise a new request. */
export function takeStaffMenu(): Promise<FetchedMenu> {
  return early.take() ?? fetchStaffMenu();
}

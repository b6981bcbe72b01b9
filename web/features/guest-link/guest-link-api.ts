import type { GuestMenuLink, GuestMenuOptions } from '../../../domain/guest-link.js';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client.js';

/** The Guest Menu Link manager's calls (owners and managers). */

export function fetchGuestLink(): Promise<GuestMenuLink> {
  return apiGet<GuestMenuLink>('/api/guest-menu-link');
}

export function changeGuestLink(
  action: 'publish' | 'new-link' | 'unpublish',
): Promise<GuestMenuLink> {
  return apiPost<GuestMenuLink>(`/api/guest-menu-link/${action}`);
}

export function saveGuestOptions(options: GuestMenuOptions): Promise<GuestMenuLink> {
  return apiRequest<GuestMenuLink>('PATCH', '/api/guest-menu-link', options);
}

import type { GuestMenuLink, GuestMenuOptions } from '../../../domain/guest-link.js';
import * as ops from '../../../domain/operations/guest-menu.js';
import { call } from '../../lib/call.js';

/** The Guest Menu Link manager's calls (owners and managers). */

const changes = {
  publish: ops.publishGuestMenu,
  'new-link': ops.newGuestMenuLink,
  unpublish: ops.unpublishGuestMenu,
} as const;

export function changeGuestLink(action: keyof typeof changes): Promise<GuestMenuLink> {
  return call(changes[action], {});
}

export function saveGuestOptions(options: GuestMenuOptions): Promise<GuestMenuLink> {
  return call(ops.setGuestMenuOptions, { body: options });
}

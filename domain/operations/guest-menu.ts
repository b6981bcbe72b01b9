import { guestMenuLinkSchema, guestMenuOptionsSchema } from '../guest-link.js';
import { operation } from '../operation.js';
import { z } from '../zod.js';
import { addresses } from './addresses.js';

/** The Guest Menu Link manager (owners and managers), and the staff /menu's data. */

export const guestMenuLink = operation({
  name: 'guestMenuLink',
  method: 'GET',
  path: '/api/guest-menu-link',
  rule: 'edit-settings',
  tag: 'guest-menu',
  summary: "The guest menu's public link and options",
  status: 200,
  response: guestMenuLinkSchema,
});

export const setGuestMenuOptions = operation({
  name: 'setGuestMenuOptions',
  method: 'PATCH',
  path: '/api/guest-menu-link',
  rule: 'edit-settings',
  tag: 'guest-menu',
  summary: 'Hide prices, show "Last bottle", the welcome texts',
  body: guestMenuOptionsSchema,
  status: 200,
  response: guestMenuLinkSchema,
});

export const publishGuestMenu = operation({
  name: 'publishGuestMenu',
  method: 'POST',
  path: '/api/guest-menu-link/publish',
  rule: 'edit-settings',
  tag: 'guest-menu',
  summary: 'Publish the menu at a public address (kept if already published)',
  status: 200,
  response: guestMenuLinkSchema,
});

export const newGuestMenuLink = operation({
  name: 'newGuestMenuLink',
  method: 'POST',
  path: '/api/guest-menu-link/new-link',
  rule: 'edit-settings',
  tag: 'guest-menu',
  summary: 'Replace the public address: the old one answers 404 at once',
  status: 200,
  response: guestMenuLinkSchema,
});

export const unpublishGuestMenu = operation({
  name: 'unpublishGuestMenu',
  method: 'POST',
  path: '/api/guest-menu-link/unpublish',
  rule: 'edit-settings',
  tag: 'guest-menu',
  summary: 'Turn the public address off (404 at once)',
  status: 200,
  response: guestMenuLinkSchema,
});

export const staffMenu = operation({
  name: 'staffMenu',
  ...addresses.staffMenu,
  rule: 'member',
  tag: 'guest-menu',
  summary:
    "The restaurant's wine list as the staff /menu shows it (the guest projection, grouped, every price), with an ETag and the revision it was built at",
  status: 200,
  // The staff menu's JSON (StaffMenuJson), compressed once per revision.
  response: z.unknown(),
  otherResponses: { 304: null },
});

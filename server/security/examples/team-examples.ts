import type * as activity from '../../../domain/operations/activity.js';
import type * as guestMenu from '../../../domain/operations/guest-menu.js';
import { operationsByName as op } from '../../../domain/operations/index.js';
import type * as live from '../../../domain/operations/live.js';
import type * as meta from '../../../domain/operations/meta.js';
import type * as restaurant from '../../../domain/operations/restaurant.js';
import type * as session from '../../../domain/operations/session.js';
import type * as setup from '../../../domain/operations/setup.js';
import type * as team from '../../../domain/operations/team.js';
import { newJoinCode } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';
import { currentEtag, joinTeam } from '../isolation-world.js';

/** The examples of who is asking: session, account, team, the model and live feed, activity, setup, currency and the guest menu link. */
export const teamExamples: ExamplesOf<
  | keyof typeof team
  | keyof typeof session
  | keyof typeof meta
  | keyof typeof live
  | keyof typeof activity
  | keyof typeof setup
  | keyof typeof restaurant
  | keyof typeof guestMenu
> = {
  health: { slots: [], request: () => ({ input: {} }) },
  signup: {
    slots: [],
    request: async (_ids, { n, invite }) => ({
      input: {
        body: {
          displayName: `Signup ${n}`,
          restaurantName: `Signup ${n}`,
          email: `signup-${n}-${Date.now()}@example.com`,
          password: 'correct horse',
          inviteCode: await invite(),
        },
      },
    }),
  },
  login: { slots: [], request: (_ids, { credentials }) => ({ input: { body: credentials } }) },
  session: { slots: [], request: () => ({ input: {} }) },
  logout: { slots: [], ownSession: true, request: () => ({ input: {} }) },
  renameAccount: {
    slots: [],
    request: (_ids, { n }) => ({ input: { body: { displayName: `Owner ${n}` } } }),
  },
  changePassword: {
    slots: [],
    // The same password again: it ends the identity's other sessions, not the one asking.
    request: (_ids, { credentials }) => ({
      input: {
        body: { currentPassword: credentials.password, newPassword: credentials.password },
      },
    }),
  },
  snapshot: { slots: [], request: () => ({ input: {} }) },
  compactSnapshot: {
    slots: ['etag'],
    // No model older than the restaurant now: a held one a few revisions old would make the
    // answers to twin requests (another restaurant's tag, a missing one) differ by when the
    // current model's build ends, not by what they asked.
    request: async (ids, { revision }) => ({
      input: { query: { atLeast: await revision() } },
      headers: { 'if-none-match': ids.etag },
    }),
    fresh: async (world) => ({ etag: await currentEtag(world.who.client) }),
  },
  live: { slots: [], request: () => ({ input: { query: { since: 0 } } }) },
  activity: { slots: [], request: () => ({ input: { query: { kind: 'bottles-moved' } } }) },
  activityPeople: { slots: [], request: () => ({ input: {} }) },
  activityCsv: { slots: [], request: () => ({ input: { query: {} } }) },
  // The Guest Menu Link manager: the restaurant is the actor's, no id to swap.
  guestMenuLink: { slots: [], request: () => ({ input: {} }) },
  setGuestMenuOptions: {
    slots: [],
    request: (_ids, { n }) => ({
      input: { body: { welcomeEn: `Welcome ${n}`, hidePrices: n % 2 === 0 } },
    }),
  },
  publishGuestMenu: { slots: [], request: () => ({ input: {} }) },
  newGuestMenuLink: { slots: [], request: () => ({ input: {} }) },
  unpublishGuestMenu: { slots: [], request: () => ({ input: {} }) },
  staffMenu: { slots: [], request: () => ({ input: {} }) },
  setup: { slots: [], request: () => ({ input: {} }) },
  dismissSetup: { slots: [], request: () => ({ input: {} }) },
  setCurrency: { slots: [], request: () => ({ input: { body: { currency: 'EUR' } } }) },
  setCostRisePercent: {
    slots: [],
    request: () => ({ input: { body: { costRisePercent: 12.5 } } }),
  },
  team: { slots: [], request: () => ({ input: {} }) },
  createInvite: { slots: [], request: () => ({ input: { body: { role: 'staff' } } }) },
  revokeInvite: {
    slots: ['inviteId'],
    request: (ids) => ({ input: { params: { id: ids.inviteId } } }),
    fresh: async (world) => ({
      inviteId: (await world.who.client.ok(op.createInvite, { body: { role: 'staff' } })).invite.id,
    }),
  },
  changeRole: {
    slots: ['memberId'],
    request: (ids) => ({ input: { params: { userId: ids.memberId }, body: { role: 'staff' } } }),
  },
  removeMember: {
    slots: ['memberId'],
    request: (ids) => ({ input: { params: { userId: ids.memberId } } }),
    fresh: async (world, n) => ({
      memberId: (await joinTeam(world.who.client, `Leaving ${n}`)).userId,
    }),
  },
  joinInfo: {
    slots: [],
    request: (ids) => ({ input: { params: { code: ids.joinCode } } }),
    fresh: async (world) => ({ joinCode: await newJoinCode(world) }),
  },
  join: {
    slots: [],
    // Joining signs the browser out of the session it held: a session of its own.
    ownSession: true,
    request: (ids, { n }) => ({
      input: {
        params: { code: ids.joinCode },
        body: {
          displayName: `Joiner ${n}`,
          email: `join-${n}-${Date.now()}@example.com`,
          password: 'correct horse',
        },
      },
    }),
    fresh: async (world) => ({ joinCode: await newJoinCode(world) }),
  },
};

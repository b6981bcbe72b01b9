import type { Permission } from './permissions.js';
import { z } from './zod.js';

/**
 * The first-run checklist of a new restaurant (the dashboard, owners and managers): each step is
 * done when the restaurant's own state says so, never by a tick of its own.
 */
export const setupSteps = ['currency', 'places', 'cellar', 'team', 'labels'] as const;
export type SetupStep = (typeof setupSteps)[number];

/** Whose step it is: a member whose role lacks it does not see it. */
export const setupStepPermission: Readonly<Record<SetupStep, Permission>> = {
  // The currency is the owners'; the pour-cost target beside it the managers' too.
  currency: 'edit-restaurant',
  places: 'edit-settings',
  cellar: 'edit-products',
  team: 'manage-team',
  labels: 'edit-bottles',
};

export const setupStateSchema = z.object({
  /** Dismissed by an owner or a manager: gone on every phone of the restaurant. */
  dismissed: z.boolean(),
  /**
   * currency: one is set; places: a location with a bin; cellar: a bottle, or an import made;
   * team: another member, or an invite made; labels: a QR label sheet printed.
   */
  done: z.object({
    currency: z.boolean(),
    places: z.boolean(),
    cellar: z.boolean(),
    team: z.boolean(),
    labels: z.boolean(),
  }),
});
export type SetupState = z.infer<typeof setupStateSchema>;

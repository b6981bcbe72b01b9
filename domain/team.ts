import { emailField, newPasswordField, requiredText } from './auth.js';
import { MAX_PASSWORD_LENGTH } from './auth-rules.js';
import { roles } from './permissions.js';
import { z } from './zod.js';

/**
 * The Team manager, the join page and the account menu (decision 0014): request and
 * answer bodies the server validates and the web sends.
 */

const role = z.enum(roles);
const id = z.string().min(1).max(64);

export const teamMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  role,
  /** The latest use of any of their sessions; null when they have none open. */
  lastActiveAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  role,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The name of the member who made it. */
  createdBy: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Unused, unrevoked and unexpired invites only. */
  invites: z.array(teamInviteSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const createInviteRequestSchema = z.object({ role });

/** The code is answered once: only its digest is kept (decision 0014), so it cannot be shown again. */
export const createdInviteSchema = z.object({ invite: teamInviteSchema, code: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const inviteParamsSchema = z.object({ id });
export const memberParamsSchema = z.object({ userId: id });
export const changeRoleRequestSchema = z.object({ role });

// A join code is 43 base64url characters; anything longer is not one of ours.
export const joinParamsSchema = z.object({ code: z.string().min(1).max(128) });

export const joinInfoSchema = z.object({ restaurantName: z.string(), role });
export type JoinInfo = z.infer<typeof joinInfoSchema>;

export const joinRequestSchema = z.object({
  displayName: requiredText(120),
  email: emailField,
  password: newPasswordField,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const renameAccountRequestSchema = z.object({ displayName: requiredText(120) });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-rules.js';
import { DEFAULT_CURRENCY } from './money.js';
import { roles } from './permissions.js';
import { refusal } from './refusal.js';
import { currencySchema } from './restaurant.js';
import { z } from './zod.js';

/** Shared with the join and account forms (domain/team.ts). */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(refusal('email-invalid')))
  .transform((value) => value.toLowerCase());

export const requiredText = (max: number) =>
  z.string().trim().min(1, refusal('field-required')).max(max);

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, refusal('password-too-short'))
  .max(MAX_PASSWORD_LENGTH);

export const signupRequestSchema = z.object({
  displayName: requiredText(120),
  restaurantName: requiredText(120),
  email: emailField,
  password: newPasswordField,
  inviteCode: requiredText(64),
  /** The sign-up form offers the browser's region's (domain/money.ts currencyOfLocales). */
  currency: currencySchema.default(DEFAULT_CURRENCY),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((value) => value.toLowerCase()),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });

import { z } from 'zod';
import { appRoleSchema, approvalStatusSchema } from './roles';
import { hasVisibleText } from './visible-text';

/** The spec's `profiles` row as the API serves it. Timestamps are ISO strings. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  chat_color: z.string().nullable(),
  app_role: appRoleSchema,
  approval_status: approvalStatusSchema,
  approved_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  is_active: z.boolean(),
  requested_role: appRoleSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({ profile: profileSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/session: who is signed in, answered for anyone (200 either way). The app asks this at
 * start-up, so an anonymous visitor's page makes no request that fails; GET /api/me keeps its
 * 401 for a caller without a session.
 */
export const sessionResponseSchema = z.object({ signed_in: z.boolean(), profile: profileSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Public presence entry: what other staff may see about someone online. */
export const presenceEntrySchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  app_role: appRoleSchema,
  chat_color: z.string(),
  profile_picture_url: z.string().nullable(),
  online_since: z.string(),
});
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

export const FULL_NAME_MAX = 120;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** The rule for every password a user chooses (sign-up, password change): length only, no composition rules. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Passordet må ha minst ${PASSWORD_MIN} tegn`)
  .max(PASSWORD_MAX, `Passordet kan ha høyst ${PASSWORD_MAX} tegn`);

export const signUpSchema = z.strictObject({
  // Invisible characters only (zero-width, bidi controls) is as empty as no name at all.
  full_name: z.string().trim().min(1, 'Fullt navn er påkrevd').max(FULL_NAME_MAX).refine(hasVisibleText, 'Fullt navn er påkrevd'),
  email: z.string().trim().email('Ugyldig e-postadresse'),
  password: newPasswordSchema,
  app_role: appRoleSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: z.string().trim().email('Ugyldig e-postadresse'),
  password: z.string().min(1, 'Skriv inn passordet'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Admin decisions on an account. */
export const approveUserSchema = z.object({ app_role: appRoleSchema.optional() }).strict();
export const rejectUserSchema = z.object({ reason: z.string().trim().min(1, 'Oppgi en begrunnelse').max(500) }).strict();
export const changeRoleSchema = z.object({ app_role: appRoleSchema }).strict();
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) }).strict();

import { z } from 'zod';
import { isValidDateKey } from './station-time';

/**
 * The audit log (/enterprise, docs/enterprise-api.md): one row per administrative action, written in
 * the same transaction as the change, never changed afterwards (a database trigger refuses UPDATE,
 * DELETE and TRUNCATE). Also each person's moderation history (user_moderation).
 */

/** Every action the audit log records; the page's filter lists them with AUDIT_ACTION_LABELS. */
export const AUDIT_ACTIONS = [
  'user.approved',
  'user.rejected',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'station.settings_changed',
  'station.backup_downloaded',
  'station.logo_changed',
  'station.logo_removed',
  'chat.message_removed',
  'chat.user_muted',
  'chat.user_unmuted',
  'listener.blocked',
  'listener.unblocked',
  'sponsor.draw_made',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.approved': 'Bruker godkjent',
  'user.rejected': 'Bruker avvist',
  'user.role_changed': 'Rolle endret',
  'user.deactivated': 'Bruker deaktivert',
  'user.reactivated': 'Bruker aktivert igjen',
  'station.settings_changed': 'Stasjonsinnstillinger endret',
  'station.backup_downloaded': 'Sikkerhetskopi lastet ned',
  'station.logo_changed': 'Logo lastet opp',
  'station.logo_removed': 'Logo fjernet',
  'chat.message_removed': 'Chatmelding fjernet',
  'chat.user_muted': 'Dempet i chatten',
  'chat.user_unmuted': 'Demping opphevet',
  'listener.blocked': 'Lytter blokkert',
  'listener.unblocked': 'Lytterblokkering opphevet',
  'sponsor.draw_made': 'Trekning gjort',
};

export const AUDIT_TARGET_TYPES = ['user', 'station', 'chat_message', 'listener_block', 'competition'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string().nullable(),
  /** Who or what the target is, in words (a person's name, a competition's title). */
  target_label: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A real calendar day (2025-02-30 is not one), so the database is never asked for it. */
const dayKey = z.string().refine(isValidDateKey, 'Ugyldig dato (ÅÅÅÅ-MM-DD)');

export const auditLogQuerySchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  target: z.string().trim().min(1).max(200).optional(),
  /** Station calendar days, inclusive. */
  from: dayKey.optional(),
  to: dayKey.optional(),
  /** Opaque cursor from the previous page's next_cursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export interface AuditLogResponse {
  entries: AuditEntry[];
  next_cursor: string | null;
}

// ─── Moderation history (user_moderation) ────────────────────────────────────

export const USER_MODERATION_ACTIONS = ['mute', 'unmute', 'message_removed'] as const;
export type UserModerationAction = (typeof USER_MODERATION_ACTIONS)[number];

export const USER_MODERATION_LABELS: Record<UserModerationAction, string> = {
  mute: 'Dempet i chatten',
  unmute: 'Demping opphevet',
  message_removed: 'Melding fjernet',
};

export interface UserModerationEntry {
  id: string;
  action: UserModerationAction;
  reason: string | null;
  by_id: string | null;
  by_name: string | null;
  at: string;
  until: string | null;
}

export interface UserModerationResponse {
  entries: UserModerationEntry[];
}

export const USER_MODERATION_STRINGS = {
  userNotFound: 'Fant ikke brukeren.',
  title: 'Moderering',
  empty: 'Ingen moderering registrert for denne brukeren.',
} as const;

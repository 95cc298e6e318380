import { bigint, boolean, index, integer, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Every sign-in attempt through /api/session/sign-in (the security page's login history). */
export const userLoginHistory = pgTable(
  'user_login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_login_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * better-auth's twoFactor table, named as the spec names it. The property names are the
 * plugin's field names (the drizzle adapter maps fields through them).
 */
export const user2fa = pgTable('user_2fa', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Ours, not the plugin's (migration 0013): the last TOTP time step accepted, so a code works once. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
});

/** The spec's active_sessions: a view over better-auth's sessions, never written to. */
export const activeSessions = pgView('active_sessions', {
  id: text('id').notNull(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
}).existing();

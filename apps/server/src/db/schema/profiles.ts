import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The spec's `profiles` table, one row per account, keyed by the auth user id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name'),
  profilePictureUrl: text('profile_picture_url'),
  chatColor: text('chat_color').unique(),
  appRole: text('app_role', { enum: ['Administrator', 'Programleder', 'Tekniker'] })
    .notNull()
    .default('Tekniker'),
  approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: text('approved_by'),
  rejectionReason: text('rejection_reason'),
  requestedRole: text('requested_role', { enum: ['Administrator', 'Programleder', 'Tekniker'] }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** Staff achievements; the SQL (checks, the read indexes on other tables) lives in migrations/0017_achievements.sql. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    achievementKey: text('achievement_key').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    progress: integer('progress').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementKey] })],
);

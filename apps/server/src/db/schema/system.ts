import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  errorId: text('error_id').notNull(),
  userId: text('user_id'),
  name: text('name'),
  message: text('message').notNull(),
  stack: text('stack'),
  componentStack: text('component_stack'),
  url: text('url').notNull(),
  clientTimestamp: text('client_timestamp').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const securityEvents = pgTable('security_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  actorId: text('actor_id'),
  targetId: text('target_id'),
  ip: text('ip'),
  details: jsonb('details').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

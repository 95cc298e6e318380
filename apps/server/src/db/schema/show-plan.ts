import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clockTemplates } from './clocks';
import { profiles } from './profiles';

/** Show templates of the show plan; the SQL lives in migrations/0008_show_plan.sql. */

export const showTemplates = pgTable('show_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  weekdays: smallint('weekdays').array().notNull(),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
  color: text('color'),
  producerId: text('producer_id').references(() => profiles.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const showTemplateHosts = pgTable(
  'show_template_hosts',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => showTemplates.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.profileId] })],
);

export const showTemplateClocks = pgTable(
  'show_template_clocks',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => showTemplates.id, { onDelete: 'cascade' }),
    clockTemplateId: uuid('clock_template_id')
      .notNull()
      .references(() => clockTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.clockTemplateId] })],
);

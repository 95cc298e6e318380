import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ChatMute, type ChatPerson, type ChatReport, PERMISSIONS } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chatReports, profiles, userModeration } from '../../db/schema';
import { type PersonRow, toPerson } from './chat.repository';

/** Chat moderation's SQL: reports, removal by a moderator and mutes (migration 0012). */

const sender = alias(profiles, 'sender');
const reporter = alias(profiles, 'reporter');
const mutedBy = alias(profiles, 'muted_by_profile');

type PersonColumnsOf<T extends { id: unknown; fullName: unknown; appRole: unknown; chatColor: unknown; profilePictureUrl: unknown }> = Pick<
  T,
  'id' | 'fullName' | 'appRole' | 'chatColor' | 'profilePictureUrl'
>;
function personColumns<T extends { id: unknown; fullName: unknown; appRole: unknown; chatColor: unknown; profilePictureUrl: unknown }>(p: T): PersonColumnsOf<T> {
  return { id: p.id, fullName: p.fullName, appRole: p.appRole, chatColor: p.chatColor, profilePictureUrl: p.profilePictureUrl };
}

/** A left-joined person: every column null when nobody matched. */
function personOrNull(row: { [K in keyof PersonRow]: PersonRow[K] | null } | null): ChatPerson | null {
  if (!row?.id || !row.appRole) return null;
  return toPerson({ ...row, id: row.id, appRole: row.appRole });
}

/** Until when the person is muted in the chat, or null: one primary-key lookup (the send path). */
export async function mutedUntil(db: DbOrTx, userId: string, now: Date = new Date()): Promise<Date | null> {
  const [row] = await db.select({ until: userModeration.chatMutedUntil }).from(userModeration).where(eq(userModeration.userId, userId)).limit(1);
  return row?.until && row.until > now ? row.until : null;
}

/** Marks a message removed by a moderator; false when it was already deleted (a concurrent delete). */
export async function markModerated(db: DbOrTx, id: string, moderatorId: string, reason: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(chatMessages)
    .set({ message: '', mentions: [], deletedAt: now, moderatedAt: now, moderatedBy: moderatorId, moderationReason: reason })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** True when anyone ever reported the message (a private message is only moderated then). */
export async function hasReport(db: DbOrTx, messageId: string): Promise<boolean> {
  const [row] = await db.select({ id: chatReports.id }).from(chatReports).where(eq(chatReports.messageId, messageId)).limit(1);
  return Boolean(row);
}

export type ReportRow = typeof chatReports.$inferSelect;

/** Stores a report; null when this person already reported the message. */
export async function insertReport(db: DbOrTx, messageId: string, reporterId: string, reason: string): Promise<ReportRow | null> {
  const [row] = await db
    .insert(chatReports)
    .values({ messageId, reporterId, reason })
    .onConflictDoNothing({ target: [chatReports.messageId, chatReports.reporterId] })
    .returning();
  return row ?? null;
}

export async function findReportBy(db: DbOrTx, messageId: string, reporterId: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(chatReports)
    .where(and(eq(chatReports.messageId, messageId), eq(chatReports.reporterId, reporterId)))
    .limit(1);
  return row ?? null;
}

export async function findReport(db: DbOrTx, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(chatReports).where(eq(chatReports.id, id)).limit(1);
  return row ?? null;
}

/** Resolves the message's open reports; returns their ids. */
export async function resolveReportsOf(db: DbOrTx, messageId: string, by: string, resolution: 'removed' | 'dismissed'): Promise<string[]> {
  const rows = await db
    .update(chatReports)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolution })
    .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)))
    .returning({ id: chatReports.id });
  return rows.map((r) => r.id);
}

/** Dismisses one open report; false when it is not open (unknown or already handled). */
export async function dismissReport(db: DbOrTx, id: string, by: string): Promise<boolean> {
  const rows = await db
    .update(chatReports)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolution: 'dismissed' })
    .where(and(eq(chatReports.id, id), isNull(chatReports.resolvedAt)))
    .returning({ id: chatReports.id });
  return rows.length > 0;
}

/** Open reports of messages still there, oldest first, with the message, its author and the reporter. */
export async function openReports(db: DbOrTx, limit = 200): Promise<ChatReport[]> {
  const rows = await db
    .select({
      report: chatReports,
      message: chatMessages,
      sender: personColumns(sender),
      reporter: personColumns(reporter),
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .leftJoin(sender, eq(sender.id, chatMessages.senderId))
    .leftJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .where(and(isNull(chatReports.resolvedAt), isNull(chatMessages.deletedAt)))
    .orderBy(asc(chatReports.createdAt), asc(chatReports.id))
    .limit(limit);
  return rows.map(({ report, message, sender: s, reporter: r }) => ({
    id: report.id,
    reason: report.reason,
    created_at: report.createdAt.toISOString(),
    reporter: personOrNull(r),
    message: {
      id: message.id,
      position: Number(message.position),
      message: message.deletedAt ? '' : message.message,
      name: message.name,
      sender_id: message.senderId,
      sender: personOrNull(s),
      channel_type: message.channelType,
      recipient_id: message.recipientId,
      created_at: message.createdAt.toISOString(),
      deleted: message.deletedAt !== null,
    },
  }));
}

/** Who moderates the chat now: active, approved people whose role has `moderateChat`. */
export async function moderatorIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true), inArray(profiles.appRole, [...PERMISSIONS.moderateChat])));
  return rows.map((r) => r.id);
}

export async function setMute(db: DbOrTx, userId: string, until: Date, reason: string | null, by: string) {
  await db
    .insert(userModeration)
    .values({ userId, chatMutedUntil: until, reason, mutedBy: by, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userModeration.userId, set: { chatMutedUntil: until, reason, mutedBy: by, updatedAt: new Date() } });
}

/** Lifts a mute; returns until when it would have lasted, or null when the person was not muted. */
export async function clearMute(db: DbOrTx, userId: string, now: Date = new Date()): Promise<Date | null> {
  const [before] = await db
    .select({ until: userModeration.chatMutedUntil })
    .from(userModeration)
    .where(eq(userModeration.userId, userId))
    .for('update')
    .limit(1);
  if (!before?.until || before.until <= now) return null;
  await db.update(userModeration).set({ chatMutedUntil: null, reason: null, updatedAt: now }).where(eq(userModeration.userId, userId));
  return before.until;
}

/** Mutes still in force, the one ending first first. */
export async function activeMutes(db: DbOrTx, now: Date = new Date()): Promise<ChatMute[]> {
  const rows = await db
    .select({ mute: userModeration, user: personColumns(profiles), mutedBy: personColumns(mutedBy) })
    .from(userModeration)
    .innerJoin(profiles, eq(profiles.id, userModeration.userId))
    .leftJoin(mutedBy, eq(mutedBy.id, userModeration.mutedBy))
    .where(gt(userModeration.chatMutedUntil, now))
    .orderBy(asc(userModeration.chatMutedUntil));
  return rows.map(({ mute, user, mutedBy: by }) => ({
    user: toPerson(user),
    muted_until: mute.chatMutedUntil!.toISOString(),
    reason: mute.reason,
    muted_by: personOrNull(by),
    updated_at: mute.updatedAt.toISOString(),
  }));
}

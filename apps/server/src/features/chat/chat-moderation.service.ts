import {
  CHAT_EVENTS,
  CHAT_MODERATION_EVENTS,
  CHAT_MODERATION_STRINGS,
  CHAT_STRINGS,
  type ChatMessage,
  type ChatMessageModeratedEvent,
  type ChatMuteChangedEvent,
  type ChatMuteResponse,
  type ChatMutesResponse,
  type ChatReportCreatedEvent,
  type ChatReportResolvedEvent,
  type ChatReportResponse,
  type ChatReportsResponse,
  type EventPayloadIn,
  type EventTypeOf,
  type MuteChatUserInput,
  STRINGS,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { recordSecurityEvent } from '../../db/security-events';
import { ApiError } from '../../http/errors';
import { recordAudit, recordModeration } from '../audit';
import { scrubChatMentionNotices } from '../notifications';
import type { Publish } from '../../realtime/publisher';
import * as mod from './chat-moderation.repository';
import * as repo from './chat.repository';
import { messageAudience, type ChatViewer } from './chat.service';

/** Reports: a burst of ten, then one every six seconds per person (each one pings every moderator). */
const REPORTS_PER_SECOND = 1 / 6;
const REPORT_BURST = 10;

const nameOf = (viewer: ChatViewer) => viewer.profile.full_name?.trim() || STRINGS.unknownUser;

/** Rounded up to the whole minute, so the time shown ('til kl. 14:20') is exactly when it ends. */
function muteEnd(now: Date, minutes: number): Date {
  const end = now.getTime() + minutes * 60_000;
  return new Date(Math.ceil(end / 60_000) * 60_000);
}

/**
 * Chat moderation (issue 17, part 6). Colleagues report messages they can see; moderators
 * (`moderateChat`: Administrator, Programleder) remove public messages and reported private ones
 * with a reason, dismiss reports and mute colleagues for a while. Each removal and mute publishes
 * its realtime events and its security event in the same transaction as the change.
 */
export class ChatModerationService {
  private readonly reportLimiter;

  constructor(private readonly ctx: ServerContext) {
    this.reportLimiter = ctx.realtime.limiter('chat.report', { perSecond: REPORTS_PER_SECOND, burst: REPORT_BURST });
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** A colleague reports a message they can see and did not write. Reporting it again changes nothing. */
  async report(viewer: ChatViewer, messageId: string, reason: string): Promise<{ response: ChatReportResponse; created: boolean }> {
    const row = await repo.findMessageRow(this.db, messageId);
    // A private message is reported by its recipient; to anyone else it does not exist.
    if (!row || (row.channelType === 'private' && row.recipientId !== viewer.userId && row.senderId !== viewer.userId)) {
      throw new ApiError(404, 'not_found', CHAT_STRINGS.messageNotFound);
    }
    if (row.senderId === viewer.userId) throw new ApiError(400, 'own_message', CHAT_MODERATION_STRINGS.cannotReportOwn);
    if (row.deletedAt) throw new ApiError(409, 'message_deleted', CHAT_MODERATION_STRINGS.reportDeleted);

    const existing = await mod.findReportBy(this.db, messageId, viewer.userId);
    if (existing) return { response: { report: reportOf(existing) }, created: false };
    if (!(await this.reportLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited', CHAT_MODERATION_STRINGS.reportTooFast);

    const stored = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const report = await mod.insertReport(tx, messageId, viewer.userId, reason);
      if (!report) return null;
      const event: ChatReportCreatedEvent = { id: report.id, message_id: messageId, channel_type: row.channelType };
      await this.toModerators(tx, publish, CHAT_MODERATION_EVENTS.reportCreated, event);
      return report;
    });
    if (stored) return { response: { report: reportOf(stored) }, created: true };
    // Two reports at once from the same person: the other one was stored.
    const again = await mod.findReportBy(this.db, messageId, viewer.userId);
    if (!again) throw new Error('chat report insert returned nothing');
    return { response: { report: reportOf(again) }, created: false };
  }

  async reports(): Promise<ChatReportsResponse> {
    return { reports: await mod.openReports(this.db) };
  }

  async dismiss(moderator: ChatViewer, reportId: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await mod.dismissReport(tx, reportId, moderator.userId))) {
        const report = await mod.findReport(tx, reportId);
        if (!report) throw new ApiError(404, 'not_found', CHAT_MODERATION_STRINGS.reportNotFound);
        throw new ApiError(409, 'already_resolved', CHAT_MODERATION_STRINGS.reportAlreadyResolved);
      }
      const event: ChatReportResolvedEvent = { ids: [reportId], resolution: 'dismissed' };
      await this.toModerators(tx, publish, CHAT_MODERATION_EVENTS.reportResolved, event);
    });
  }

  /**
   * Removes a message for everyone: any public message, or a private one someone reported (any
   * other private message stays private: "not found"). Logged, and its author is told.
   */
  async moderate(moderator: ChatViewer, messageId: string, reason: string, ip: string | null): Promise<ChatMessage> {
    const row = await repo.findMessageRow(this.db, messageId);
    if (!row || (row.channelType === 'private' && !(await mod.hasReport(this.db, messageId)))) {
      throw new ApiError(404, 'not_found', CHAT_STRINGS.messageNotFound);
    }
    if (row.deletedAt) throw new ApiError(409, 'message_deleted', CHAT_MODERATION_STRINGS.alreadyRemoved);

    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await mod.markModerated(tx, messageId, moderator.userId, reason))) {
        throw new ApiError(409, 'message_deleted', CHAT_MODERATION_STRINGS.alreadyRemoved);
      }
      // As for a deletion by its author: its text leaves the replayable log too.
      await repo.scrubEventLog(tx, messageId);
      await scrubChatMentionNotices(tx, messageId);
      const message = await repo.findMessage(tx, messageId);
      if (!message) throw new ApiError(404, 'not_found', CHAT_STRINGS.messageNotFound);
      await publish('chat', CHAT_EVENTS.messageDeleted, message, messageAudience(message));
      if (message.channel_type === 'public') await publish('studio', CHAT_EVENTS.studioMessageDeleted, { id: messageId });

      const resolved = await mod.resolveReportsOf(tx, messageId, moderator.userId, 'removed');
      if (resolved.length > 0) {
        const event: ChatReportResolvedEvent = { ids: resolved, resolution: 'removed' };
        await this.toModerators(tx, publish, CHAT_MODERATION_EVENTS.reportResolved, event);
      }
      await recordSecurityEvent(tx, {
        type: 'chat_message_moderated',
        actorId: moderator.userId,
        targetId: row.senderId,
        ip,
        details: { message_id: messageId, author_id: row.senderId, channel_type: row.channelType, reason },
      });
      await recordAudit(tx, {
        actorId: moderator.userId,
        action: 'chat.message_removed',
        targetType: 'chat_message',
        targetId: messageId,
        targetLabel: message.name,
        summary: `Chatmelding fjernet: ${reason}`,
        before: { deleted: false, author_id: row.senderId, channel_type: row.channelType },
        after: { deleted: true, reason },
      });
      await recordModeration(tx, { userId: row.senderId, action: 'message_removed', reason, byId: moderator.userId });
      // The author is told, live or by replay when they come back (not when they removed it themselves).
      if (row.senderId !== moderator.userId) {
        const notice: ChatMessageModeratedEvent = { message_id: messageId, reason, moderator_name: nameOf(moderator), at: new Date().toISOString() };
        await publish('chat', CHAT_MODERATION_EVENTS.messageModerated, notice, { audience: [row.senderId] });
      }
      return message;
    });
  }

  async mutes(): Promise<ChatMutesResponse> {
    return { mutes: await mod.activeMutes(this.db) };
  }

  async mute(moderator: ChatViewer, input: MuteChatUserInput, ip: string | null): Promise<ChatMuteResponse> {
    if (input.user_id === moderator.userId) throw new ApiError(400, 'self_mute', CHAT_MODERATION_STRINGS.cannotMuteSelf);
    const target = await repo.findColleague(this.db, input.user_id);
    if (!target) throw new ApiError(404, 'not_found', CHAT_MODERATION_STRINGS.muteTargetNotFound);
    if (target.app_role === 'Administrator' && moderator.profile.app_role !== 'Administrator') {
      throw new ApiError(403, 'forbidden', CHAT_MODERATION_STRINGS.cannotMuteAdministrator);
    }
    const until = muteEnd(new Date(), input.minutes);
    const reason = input.reason?.trim() || null;
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await mod.setMute(tx, target.id, until, reason, moderator.userId);
      await recordSecurityEvent(tx, {
        type: 'chat_user_muted',
        actorId: moderator.userId,
        targetId: target.id,
        ip,
        details: { minutes: input.minutes, muted_until: until.toISOString(), reason },
      });
      await recordAudit(tx, {
        actorId: moderator.userId,
        action: 'chat.user_muted',
        targetType: 'user',
        targetId: target.id,
        summary: `Dempet i chatten i ${input.minutes} minutter${reason ? `: ${reason}` : ''}`,
        before: null,
        after: { muted_until: until.toISOString(), reason },
      });
      await recordModeration(tx, { userId: target.id, action: 'mute', reason, byId: moderator.userId, until });
      const event: ChatMuteChangedEvent = { user_id: target.id, muted_until: until.toISOString(), reason };
      await this.toModerators(tx, publish, CHAT_MODERATION_EVENTS.muteChanged, event, [target.id]);
    });
    return { user_id: target.id, muted_until: until.toISOString() };
  }

  /** Lifts a mute. Lifting one that is not there (any more) is fine and changes nothing. */
  async unmute(moderator: ChatViewer, userId: string, ip: string | null): Promise<ChatMuteResponse> {
    if (userId === moderator.userId) throw new ApiError(400, 'self_unmute', CHAT_MODERATION_STRINGS.cannotUnmuteSelf);
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const was = await mod.clearMute(tx, userId);
      if (!was) return;
      await recordSecurityEvent(tx, {
        type: 'chat_user_unmuted',
        actorId: moderator.userId,
        targetId: userId,
        ip,
        details: { muted_until: was.toISOString() },
      });
      await recordAudit(tx, {
        actorId: moderator.userId,
        action: 'chat.user_unmuted',
        targetType: 'user',
        targetId: userId,
        summary: 'Dempingen i chatten ble opphevet',
        before: { muted_until: was.toISOString() },
        after: { muted_until: null },
      });
      await recordModeration(tx, { userId, action: 'unmute', reason: null, byId: moderator.userId });
      const event: ChatMuteChangedEvent = { user_id: userId, muted_until: null, reason: null };
      await this.toModerators(tx, publish, CHAT_MODERATION_EVENTS.muteChanged, event, [userId]);
    });
    return { user_id: userId, muted_until: null };
  }

  /** A durable chat event for the moderators (and `also`), never for the whole channel. */
  private async toModerators<T extends EventTypeOf<'chat'>>(tx: DbOrTx, publish: Publish, type: T, payload: EventPayloadIn<'chat', T>, also: string[] = []) {
    const audience = [...new Set([...also, ...(await mod.moderatorIds(tx))])];
    // An empty audience would mean "everyone" to the socket layer: nobody to tell, nothing to send.
    if (audience.length > 0) await publish('chat', type, payload, { audience });
  }
}

function reportOf(row: mod.ReportRow): ChatReportResponse['report'] {
  return { id: row.id, message_id: row.messageId, created_at: row.createdAt.toISOString() };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chatMessageParamsSchema,
  chatMuteParamsSchema,
  chatReportParamsSchema,
  moderateChatMessageSchema,
  muteChatUserSchema,
  reportChatMessageSchema,
} from '@studioportal/shared';
import { viewerOf, type Access } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { ChatModerationService } from './chat-moderation.service';
import type { ChatViewer } from './chat.service';

/** Reporting is for every colleague in the chat; the rest is for moderators. */
const staffAccess: Access = { permission: 'useStaffScreens' };
const moderatorAccess: Access = { permission: 'moderateChat' };
const staff = { access: staffAccess };
const moderators = { access: moderatorAccess };

function chatViewer(request: FastifyRequest): ChatViewer {
  const { userId, profile } = viewerOf(request);
  return { userId, profile };
}

/** Chat moderation over HTTP (issue 17, part 6): reports, removal with a reason, mutes. */
export function registerChatModerationRoutes(app: FastifyInstance, ctx: ServerContext) {
  const moderation = new ChatModerationService(ctx);

  app.post('/api/chat/messages/:id/report', { config: staff }, async (request, reply) => {
    const { id } = parseInput(chatMessageParamsSchema, request.params);
    const { reason } = parseInput(reportChatMessageSchema, request.body);
    const { response, created } = await moderation.report(chatViewer(request), id, reason);
    return reply.status(created ? 201 : 200).send(response);
  });

  app.get('/api/chat/reports', { config: moderators }, async () => moderation.reports());

  app.post('/api/chat/reports/:id/dismiss', { config: moderators }, async (request) => {
    const { id } = parseInput(chatReportParamsSchema, request.params);
    await moderation.dismiss(chatViewer(request), id);
    return { ok: true };
  });

  app.post('/api/chat/messages/:id/moderate', { config: moderators }, async (request) => {
    const { id } = parseInput(chatMessageParamsSchema, request.params);
    const { reason } = parseInput(moderateChatMessageSchema, request.body);
    return { message: await moderation.moderate(chatViewer(request), id, reason, request.ip) };
  });

  app.get('/api/chat/mutes', { config: moderators }, async () => moderation.mutes());

  app.post('/api/chat/mutes', { config: moderators }, async (request) => {
    const input = parseInput(muteChatUserSchema, request.body);
    return moderation.mute(chatViewer(request), input, request.ip);
  });

  app.delete('/api/chat/mutes/:userId', { config: moderators }, async (request) => {
    const { userId } = parseInput(chatMuteParamsSchema, request.params);
    return moderation.unmute(chatViewer(request), userId, request.ip);
  });
}

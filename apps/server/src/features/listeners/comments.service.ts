import {
  LISTENER_EVENTS,
  LISTENER_STRINGS,
  type CommentModeration,
  type ListenerComment,
  type PublicComment,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import * as repo from './comments.repository';
import type { IntakeResult, ListenerIntake } from './intake';

const COMMENTS_SHOWN = 200;

/** Comments on episodes: into the queue, onto the public page only once approved, with the show's reply. */
export class CommentsService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly intake: ListenerIntake,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  async publicList(episodeId: string, now: Date): Promise<PublicComment[]> {
    if (!(await repo.publishedEpisodeTitle(this.db, episodeId, now))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.episodeNotFound);
    return repo.approvedComments(this.db, episodeId, COMMENTS_SHOWN);
  }

  async submit(episodeId: string, comment: { name: string; body: string; deviceId: string }, now: Date): Promise<IntakeResult> {
    if (!(await repo.publishedEpisodeTitle(this.db, episodeId, now))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.episodeNotFound);
    return this.intake.receive({ source: 'comment', name: comment.name, body: comment.body, deviceId: comment.deviceId }, now, async (tx, publish, messageId) => {
      const id = await repo.insertComment(tx, { episodeId, messageId, senderName: comment.name, body: comment.body, deviceId: comment.deviceId, createdAt: now });
      const stored = await repo.findComment(tx, id);
      if (stored) await publish('listeners', LISTENER_EVENTS.commentChanged, { comment: stored });
    });
  }

  list(moderation: CommentModeration | undefined): Promise<ListenerComment[]> {
    return repo.listComments(this.db, moderation, COMMENTS_SHOWN);
  }

  moderate(viewer: Viewer, id: string, moderation: 'godkjent' | 'skjult', now: Date): Promise<ListenerComment> {
    return this.change(id, (tx) => repo.moderate(tx, id, moderation, viewer.userId, now));
  }

  reply(viewer: Viewer, id: string, body: string, now: Date): Promise<ListenerComment> {
    return this.change(id, (tx) => repo.reply(tx, id, body, viewer.userId, now));
  }

  private async change(id: string, fn: (tx: Tx) => Promise<boolean>): Promise<ListenerComment> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await fn(tx))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.commentNotFound);
      const comment = await repo.findComment(tx, id);
      if (!comment) throw new ApiError(404, 'not_found', LISTENER_STRINGS.commentNotFound);
      await publish('listeners', LISTENER_EVENTS.commentChanged, { comment });
      return comment;
    });
  }
}

import type { z } from 'zod';
import {
  QUIZ_EVENTS,
  QUIZ_EXPORT_FORMAT,
  QUIZ_LIMITS,
  QUIZ_STRINGS,
  type QuizExport,
  type QuizSet,
  type QuizSetSummary,
  type quizExportSchema,
  type quizSetInputSchema,
  type quizSetUpdateSchema,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { mediaRefsOf } from './media-refs';
import * as repo from './sets.repository';

type SetInput = z.output<typeof quizSetInputSchema>;
type SetUpdate = z.output<typeof quizSetUpdateSchema>;
type ImportInput = z.output<typeof quizExportSchema>;

const notFound = () => new ApiError(404, 'not_found', QUIZ_STRINGS.setNotFound);

/** The quiz builder's rules: sets with their questions in order, saved whole, copied, exported and imported. */
export class QuizSetsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'storage'>) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(): Promise<QuizSetSummary[]> {
    return repo.listSetSummaries(this.db);
  }

  async get(id: string): Promise<QuizSet> {
    return this.ctx.database.snapshot((tx) => this.read(tx, id));
  }

  async create(viewer: Viewer, input: SetInput, now: Date): Promise<QuizSet> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.assertMedia(tx, input.questions);
      const id = await repo.insertSet(tx, input, viewer.userId, now);
      await repo.replaceQuestions(tx, id, input.questions);
      return this.announce(tx, publish, id);
    });
  }

  /** The whole set in one transaction: a save that started from an older version is refused, nothing half-written. */
  async update(viewer: Viewer, id: string, input: SetUpdate, now: Date): Promise<QuizSet> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.assertMedia(tx, input.questions);
      if (!(await repo.updateSetIfVersion(tx, id, input.version, input, viewer.userId, now))) {
        if (!(await repo.setExists(tx, id))) throw notFound();
        throw new ApiError(409, 'set_changed', QUIZ_STRINGS.setChanged);
      }
      await repo.replaceQuestions(tx, id, input.questions);
      return this.announce(tx, publish, id);
    });
  }

  /** Sessions played from the set keep their own copy of its questions. */
  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.deleteSet(tx, id))) throw notFound();
      await publish('quiz', QUIZ_EVENTS.setDeleted, { id });
    });
  }

  async duplicate(viewer: Viewer, id: string, now: Date): Promise<QuizSet> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const source = await this.read(tx, id);
      const title = `Kopi av ${source.title}`.slice(0, QUIZ_LIMITS.titleMax).trimEnd();
      const copyId = await repo.insertSet(tx, { ...source, title }, viewer.userId, now);
      await repo.replaceQuestions(tx, copyId, source.questions.map(({ id: _id, position: _position, media, ...q }) => ({ ...q, media_id: media?.id ?? null })));
      return this.announce(tx, publish, copyId);
    });
  }

  /** The set as a file another station (or this one later) can import: no ids, no media (files do not travel). */
  async exportSet(id: string, now: Date): Promise<{ title: string; file: QuizExport }> {
    const set = await this.get(id);
    return {
      title: set.title,
      file: {
        format: QUIZ_EXPORT_FORMAT,
        version: 1,
        exported_at: now.toISOString(),
        set: {
          title: set.title,
          description: set.description,
          scoring: set.scoring,
          streak_bonus: set.streak_bonus,
          questions: set.questions.map((q) => ({
            kind: q.kind,
            prompt: q.prompt,
            alternatives: q.alternatives,
            correct_index: q.correct_index,
            accepted_answers: q.accepted_answers,
            time_limit_s: q.time_limit_s,
            points: q.points,
            media_id: null,
            host_notes: q.host_notes,
          })),
        },
      },
    };
  }

  /** A new set from an export; ids and media in the file are ignored (media are not carried). */
  async importSet(viewer: Viewer, input: ImportInput, now: Date): Promise<QuizSet> {
    const questions = input.set.questions.map((q) => ({ ...q, id: undefined, media_id: null }));
    return this.create(viewer, { ...input.set, questions }, now);
  }

  private async read(db: DbOrTx, id: string): Promise<QuizSet> {
    const summary = await repo.findSetSummary(db, id);
    if (!summary) throw notFound();
    // Media as the live session shows them too: staff-only addresses under /storage/media/….
    const media = await mediaRefsOf(db, this.ctx.storage, await repo.mediaIdsOf(db, id));
    return { ...summary, questions: await repo.questionsOf(db, id, media) };
  }

  /** A question's media must be a picture or a sound in the library. */
  private async assertMedia(db: DbOrTx, questions: readonly repo.QuestionData[]): Promise<void> {
    const ids = questions.flatMap((q) => (q.media_id ? [q.media_id] : []));
    const found = await mediaRefsOf(db, this.ctx.storage, ids);
    for (const id of ids) {
      // The library holds only pictures and sounds today; the kind is checked so a later kind (video) is not taken silently.
      const kind = found.get(id)?.kind as string | undefined;
      if (!kind) throw new ApiError(400, 'media_not_found', QUIZ_STRINGS.mediaNotFound);
      if (kind !== 'image' && kind !== 'audio') throw new ApiError(400, 'media_wrong_kind', QUIZ_STRINGS.mediaWrongKind);
    }
  }

  /** Tells every staff screen (the list shows summaries; the editor re-reads the set when its version moved). */
  private async announce(tx: Tx, publish: Publish, id: string): Promise<QuizSet> {
    const set = await this.read(tx, id);
    const { questions: _questions, ...summary } = set;
    await publish('quiz', QUIZ_EVENTS.setChanged, { set: summary });
    return set;
  }
}

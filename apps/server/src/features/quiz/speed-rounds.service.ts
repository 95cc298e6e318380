import type { z } from 'zod';
import {
  can,
  maskPhone,
  QUIZ_EVENTS,
  QUIZ_STRINGS,
  type SpeedMark,
  type SpeedRound,
  type SpeedRoundStatus,
  type speedRoundCreateSchema,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { upsertPlayer } from './players.repository';
import { promptsOfSets, setExists } from './sets.repository';
import * as repo from './speed-rounds.repository';
import { tournamentExists } from './tournaments.repository';

type RoundCreate = z.output<typeof speedRoundCreateSchema>;

const ROUNDS_SHOWN = 50;

const notFound = () => new ApiError(404, 'not_found', QUIZ_STRINGS.speedNotFound);
const notRunning = () => new ApiError(409, 'speed_not_running', QUIZ_STRINGS.speedNotRunning);
const OVER_CODE = 'speed_over';
const over = () => new ApiError(409, OVER_CODE, QUIZ_STRINGS.speedOver);

/** The participant's number in full only for those who may contact listeners; events always carry it masked. */
const wholePhoneFor = (viewer: Viewer | null) => viewer !== null && can(viewer.profile.app_role, 'moderateListeners');

/**
 * Speed rounds: one studio participant answers as many questions as they can before the clock runs
 * out. The server owns the clock: it stamps the start and the end, times every mark, and refuses a
 * mark once the end has passed. Nobody has to press "finish" in time: a round found past its end
 * (by any read or mark) is finished then, as of its end.
 */
export class SpeedRoundsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async list(viewer: Viewer, now: Date): Promise<SpeedRound[]> {
    await this.finishOverdue(now);
    const db = this.ctx.database.db;
    return this.toRounds(db, await repo.latestRounds(db, ROUNDS_SHOWN), wholePhoneFor(viewer), now);
  }

  async create(viewer: Viewer, input: RoundCreate, now: Date): Promise<SpeedRound> {
    return this.change(viewer, now, async (tx) => {
      if (input.set_id && !(await setExists(tx, input.set_id))) throw new ApiError(404, 'not_found', QUIZ_STRINGS.setNotFound);
      if (input.tournament_id && !(await tournamentExists(tx, input.tournament_id))) throw new ApiError(404, 'not_found', QUIZ_STRINGS.tournamentNotFound);
      return repo.insertRound(tx, {
        participantName: input.participant_name,
        phone: input.phone ?? null,
        durationS: input.duration_s,
        setId: input.set_id,
        tournamentId: input.tournament_id,
        createdBy: viewer.userId,
        createdAt: now,
      });
    });
  }

  /** The clock starts on the server: ends_at = now + the round's duration. */
  async start(viewer: Viewer, id: string, now: Date): Promise<SpeedRound> {
    return this.change(viewer, now, async (tx) => {
      const round = await this.locked(tx, id);
      if (round.status !== 'klar') throw new ApiError(409, 'speed_started', QUIZ_STRINGS.speedStarted);
      await repo.startRound(tx, id, now, new Date(now.getTime() + round.durationS * 1000));
      return id;
    });
  }

  /**
   * One mark, timed by the server; refused at or after the end. The refusal rolls its own
   * transaction back, so the round is finished after it, in a transaction of its own.
   */
  async mark(viewer: Viewer, id: string, mark: SpeedMark, now: Date): Promise<SpeedRound> {
    try {
      return await this.change(viewer, now, async (tx) => {
        const row = await this.locked(tx, id);
        if (row.status === 'klar') throw notRunning();
        if (row.status === 'ferdig' || (row.endsAt && now >= row.endsAt)) throw over();
        await repo.appendMark(tx, id, mark, now);
        return id;
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === OVER_CODE) await this.finishIfOverdue(id, now);
      throw error;
    }
  }

  /** Ends a running round now (or as of its end when that has passed); finishing a finished round changes nothing. */
  async finish(viewer: Viewer, id: string, now: Date): Promise<SpeedRound> {
    return this.change(viewer, now, async (tx) => {
      const row = await this.locked(tx, id);
      if (row.status === 'klar') throw notRunning();
      if (row.status === 'i_gang') await this.finishLocked(tx, row, now);
      return id;
    });
  }

  /** Finishes every running round whose time is up. */
  private async finishOverdue(now: Date): Promise<void> {
    for (const id of await repo.overdueRoundIds(this.ctx.database.db, now)) await this.finishIfOverdue(id, now);
  }

  /** In its own transaction, under the round's lock (another request or process may be finishing it too). */
  private async finishIfOverdue(id: string, now: Date): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.lockRound(tx, id);
      if (row?.status !== 'i_gang' || !row.endsAt || now < row.endsAt) return;
      await this.finishLocked(tx, row, now);
      await this.publishRound(tx, publish, id, now);
    });
  }

  /**
   * Status ferdig, the participant found (or made) as a player across games by their phone, and
   * the game recorded in game_sessions once. The end is the planned end, or now when stopped early.
   */
  private async finishLocked(tx: Tx, row: repo.SpeedRoundRow, now: Date): Promise<void> {
    const endedAt = row.endsAt && row.endsAt < now ? row.endsAt : now;
    const playerId = await upsertPlayer(tx, { phone: row.phone, name: row.participantName }, endedAt);
    await repo.markFinished(tx, row.id, endedAt, playerId);
    await repo.recordGame(tx, {
      refId: row.id,
      title: `Hurtigrunde: ${row.participantName}`,
      runBy: row.createdBy,
      tournamentId: row.tournamentId,
      startedAt: row.startedAt,
      endedAt,
      winnerPlayerId: playerId,
      winnerName: row.participantName,
    });
  }

  /** One change of a round: `write` returns the round's id, every staff screen hears of it, and the caller gets it as they may see it. */
  private async change(viewer: Viewer, now: Date, write: (tx: Tx) => Promise<string>): Promise<SpeedRound> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const id = await write(tx);
      await this.publishRound(tx, publish, id, now);
      const row = await repo.findRound(tx, id);
      return (await this.toRounds(tx, [row!], wholePhoneFor(viewer), now))[0]!;
    });
  }

  /** Teknikere hear it too: the event's phone number is masked. */
  private async publishRound(tx: Tx, publish: Publish, id: string, now: Date): Promise<void> {
    const row = await repo.findRound(tx, id);
    if (!row) throw notFound();
    const [round] = await this.toRounds(tx, [row], false, now);
    await publish('quiz', QUIZ_EVENTS.speedRoundChanged, { round: round! });
  }

  private async locked(tx: Tx, id: string): Promise<repo.SpeedRoundRow> {
    const row = await repo.lockRound(tx, id);
    if (!row) throw notFound();
    return row;
  }

  private async toRounds(db: DbOrTx, rows: readonly repo.SpeedRoundRow[], wholePhone: boolean, now: Date): Promise<SpeedRound[]> {
    const [people, prompts] = [await peopleByIds(db, rows.map((r) => r.createdBy)), await promptsOfSets(db, rows.flatMap((r) => (r.setId ? [r.setId] : [])))];
    return rows.map((r) => {
      const setPrompts = r.setId ? (prompts.get(r.setId) ?? []) : [];
      const asked = r.correct + r.wrong + r.passes;
      return {
        id: r.id,
        participant_name: r.participantName,
        phone: r.phone ? (wholePhone ? r.phone : maskPhone(r.phone)) : null,
        duration_s: r.durationS,
        status: r.status as SpeedRoundStatus,
        started_at: r.startedAt?.toISOString() ?? null,
        ends_at: r.endsAt?.toISOString() ?? null,
        correct: r.correct,
        wrong: r.wrong,
        passes: r.passes,
        // The set's questions in order, from the top again when the participant gets through them all.
        current_prompt: setPrompts.length > 0 ? setPrompts[asked % setPrompts.length]! : null,
        set_id: r.setId,
        tournament_id: r.tournamentId,
        created_by: personInMap(people, r.createdBy),
        created_at: r.createdAt.toISOString(),
        server_now: now.toISOString(),
      };
    });
  }
}

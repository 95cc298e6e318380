import type { z } from 'zod';
import {
  can,
  maskPhone,
  QUIZ_EVENTS,
  QUIZ_STRINGS,
  rankPlayers,
  type Tournament,
  type TournamentDetail,
  type TournamentStanding,
  type tournamentInputSchema,
  type tournamentWinnerInputSchema,
  type tournamentWinnerUpdateSchema,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { badgesOf } from './players.repository';
import * as repo from './tournaments.repository';

type TournamentInput = z.output<typeof tournamentInputSchema>;
type WinnerInput = z.output<typeof tournamentWinnerInputSchema>;
type WinnerUpdate = z.output<typeof tournamentWinnerUpdateSchema>;

const notFound = () => new ApiError(404, 'not_found', QUIZ_STRINGS.tournamentNotFound);

/** A winner's phone number in full only for those who may contact listeners; everyone else (and every event) sees it masked. */
const wholePhoneFor = (viewer: Viewer | null) => viewer !== null && can(viewer.profile.app_role, 'moderateListeners');

/** "2025-02-30" (or year 0) has the right shape but is no day: the database would refuse it with a 500. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1000;
}

/** Tournaments: a period's quiz sessions summed into standings, and the winners with their prizes. */
export class TournamentsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async list(viewer: Viewer): Promise<Tournament[]> {
    return this.ctx.database.snapshot(async (tx) => {
      const rows = await repo.listTournaments(tx);
      const winners = await repo.winnersOf(tx, rows.map((r) => r.id));
      return rows.map((row) => toTournament(row, winners, wholePhoneFor(viewer)));
    });
  }

  async detail(viewer: Viewer, id: string): Promise<TournamentDetail> {
    return this.ctx.database.snapshot(async (tx) => {
      const tournament = await this.read(tx, id, wholePhoneFor(viewer));
      return { tournament, standings: await tournamentStandings(tx, id), sessions: await repo.tournamentSessions(tx, id) };
    });
  }

  async create(viewer: Viewer, input: TournamentInput, now: Date): Promise<Tournament> {
    assertDates(input);
    return this.change(viewer, async (tx) => repo.insertTournament(tx, input, viewer.userId, now));
  }

  async update(viewer: Viewer, id: string, input: TournamentInput, now: Date): Promise<Tournament> {
    assertDates(input);
    return this.change(viewer, async (tx) => {
      if (!(await repo.updateTournament(tx, id, input, now))) throw notFound();
      return id;
    });
  }

  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.deleteTournament(tx, id))) throw notFound();
      await publish('quiz', QUIZ_EVENTS.tournamentDeleted, { id });
    });
  }

  /** Records a winner (any player of the game records) with rank, prize and handover, or replaces what was recorded for them. */
  async recordWinner(viewer: Viewer, id: string, input: WinnerInput, now: Date): Promise<Tournament> {
    return this.change(viewer, async (tx) => {
      if (!(await repo.tournamentExists(tx, id))) throw notFound();
      if (!(await repo.playerExists(tx, input.player_id))) throw new ApiError(404, 'not_found', QUIZ_STRINGS.participantNotFound);
      await repo.upsertWinner(tx, {
        tournamentId: id,
        playerId: input.player_id,
        rank: input.rank,
        prize: input.prize,
        handoverStatus: input.handover_status,
        recordedBy: viewer.userId,
        at: now,
      });
      return id;
    });
  }

  /** The prize's handover (agreed, delivered) and, when given, the prize itself. */
  async updateWinner(viewer: Viewer, id: string, playerId: string, input: WinnerUpdate, now: Date): Promise<Tournament> {
    return this.change(viewer, async (tx) => {
      if (!(await repo.tournamentExists(tx, id))) throw notFound();
      if (!(await repo.updateWinner(tx, id, playerId, { handoverStatus: input.handover_status, prize: input.prize }, now))) {
        throw new ApiError(404, 'not_found', QUIZ_STRINGS.participantNotFound);
      }
      return id;
    });
  }

  private async read(db: DbOrTx, id: string, wholePhone: boolean): Promise<Tournament> {
    const row = await repo.findTournament(db, id);
    if (!row) throw notFound();
    return toTournament(row, await repo.winnersOf(db, [id]), wholePhone);
  }

  /**
   * One change of a tournament: `write` returns its id, every staff screen hears of it (Teknikere
   * too, so the event's phone numbers are always masked) and the caller gets it as they may see it.
   */
  private async change(viewer: Viewer, write: (tx: Tx) => Promise<string>): Promise<Tournament> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const id = await write(tx);
      await publish('quiz', QUIZ_EVENTS.tournamentChanged, { tournament: await this.read(tx, id, false) });
      return this.read(tx, id, wholePhoneFor(viewer));
    });
  }
}

/**
 * Points summed by player over the tournament's quiz sessions, ranked by the quiz's one rule
 * (ties share a rank, then less total time on correct answers wins). The public page's top list
 * reads the running tournament's standings through this too.
 */
export async function tournamentStandings(db: DbOrTx, tournamentId: string): Promise<TournamentStanding[]> {
  const totals = await repo.playerTotals(db, tournamentId);
  const badges = await badgesOf(db, totals.map((t) => t.playerId));
  return rankPlayers(totals.map((t) => ({ ...t, id: t.playerId }))).map((p) => ({
    player_id: p.playerId,
    name: p.name,
    rank: p.rank,
    points: p.points,
    sessions: p.sessions,
    correct_time_ms: p.correctTimeMs,
    badges: badges.get(p.playerId) ?? [],
  }));
}

function assertDates(input: TournamentInput) {
  if (!isCalendarDate(input.starts_on) || !isCalendarDate(input.ends_on)) throw new ApiError(400, 'validation_failed', 'Ugyldig dato');
}

function toTournament(row: repo.TournamentRow, winners: readonly repo.WinnerRow[], wholePhone: boolean): Tournament {
  return {
    id: row.id,
    name: row.name,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    prize: row.prize,
    sessions: row.sessions,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    winners: winners
      .filter((w) => w.tournamentId === row.id)
      .map((w) => ({
        player_id: w.playerId,
        name: w.name,
        phone: w.phone ? (wholePhone ? w.phone : maskPhone(w.phone)) : null,
        rank: w.rank,
        prize: w.prize,
        handover_status: w.handoverStatus,
        recorded_by: w.recordedBy,
        recorded_at: w.recordedAt.toISOString(),
      })),
  };
}

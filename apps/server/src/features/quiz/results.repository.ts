import { sql } from 'drizzle-orm';
import { PLAYER_ACHIEVEMENTS, stationTimeZone, type PlayerAchievementKey, type QuizLeaderboardEntry } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ParticipantRow, SessionRow } from './sessions.repository';

/** What a finished quiz leaves behind: its game_sessions row and the players' achievements. */

export async function recordFinishedGame(db: DbOrTx, session: SessionRow, board: readonly QuizLeaderboardEntry[], participants: readonly ParticipantRow[], now: Date): Promise<void> {
  const winner = board[0] && board[0].points > 0 ? board[0] : null;
  const winnerPlayer = winner ? (participants.find((p) => p.id === winner.participant_id)?.player_id ?? null) : null;
  await db.execute(sql`
    INSERT INTO game_sessions (kind, ref_id, title, run_by, tournament_id, started_at, ended_at, participants, winner_player_id, winner_name)
    VALUES ('quiz', ${session.id}, ${session.title}, ${session.producer_id}, ${session.tournament_id}, ${session.started_at?.toISOString() ?? null},
      ${now.toISOString()}, ${board.length}, ${winnerPlayer}, ${winner?.name ?? null})
    ON CONFLICT (kind, ref_id) DO NOTHING`);
}

/**
 * Player achievements earned by this game (PLAYER_ACHIEVEMENTS): a win, three wins, five right in
 * a row, every scored question right (at least three), five station days in a row. Each is
 * earned once per player (primary key).
 */
export async function awardPlayerAchievements(db: DbOrTx, session: SessionRow, board: readonly QuizLeaderboardEntry[], participants: readonly ParticipantRow[], now: Date): Promise<void> {
  const scored = session.reveals.filter((r) => !r.skipped).length;
  const byId = new Map(participants.map((p) => [p.id, p]));
  const players = participants.filter((p) => p.player_id && !p.removed_at).map((p) => p.player_id!);
  if (players.length === 0) return;
  const wins = await winsOf(db, players);
  const streakDays = await dayStreaksOf(db, players);
  const awards: { player_id: string; achievement: PlayerAchievementKey }[] = [];
  for (const entry of board) {
    const p = byId.get(entry.participant_id);
    if (!p?.player_id) continue;
    if (entry.rank === 1 && entry.points > 0) awards.push({ player_id: p.player_id, achievement: 'vinner' });
    if ((wins.get(p.player_id) ?? 0) >= 3) awards.push({ player_id: p.player_id, achievement: 'tre_seire' });
    if (p.best_streak >= 5) awards.push({ player_id: p.player_id, achievement: 'fem_paa_rad' });
    if (scored >= 3 && p.correct === scored) awards.push({ player_id: p.player_id, achievement: 'fullt_hus' });
    if ((streakDays.get(p.player_id) ?? 0) >= 5) awards.push({ player_id: p.player_id, achievement: 'trofast' });
  }
  const known = awards.filter((a) => a.achievement in PLAYER_ACHIEVEMENTS);
  if (known.length === 0) return;
  await db.execute(sql`
    INSERT INTO game_achievements (player_id, achievement, earned_at, session_id)
    SELECT v.player_id, v.achievement, ${now.toISOString()}, ${session.id}
    FROM jsonb_to_recordset(${JSON.stringify(known)}::jsonb) AS v(player_id uuid, achievement text)
    ON CONFLICT DO NOTHING`);
}

async function winsOf(db: DbOrTx, players: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT winner_player_id AS player_id, count(*)::int AS wins FROM game_sessions
    WHERE kind = 'quiz' AND winner_player_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(players)}::jsonb))
    GROUP BY winner_player_id`);
  return new Map(rowsOf<{ player_id: string; wins: number }>(result).map((r) => [r.player_id, Number(r.wins)]));
}

/** The longest run of consecutive station days (in the station's time zone) each player has played a quiz. */
async function dayStreaksOf(db: DbOrTx, players: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.player_id, to_char(s.created_at AT TIME ZONE ${stationTimeZone()}, 'YYYY-MM-DD') AS day
    FROM live_quiz_participants p JOIN live_quiz_sessions s ON s.id = p.session_id
    WHERE p.player_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(players)}::jsonb))
    ORDER BY 1, 2`);
  const days = new Map<string, string[]>();
  for (const r of rowsOf<{ player_id: string; day: string }>(result)) days.set(r.player_id, [...(days.get(r.player_id) ?? []), r.day]);
  const streaks = new Map<string, number>();
  for (const [player, list] of days) {
    let best = 0;
    let run = 0;
    let previous: number | null = null;
    for (const day of list) {
      const t = Date.parse(`${day}T12:00:00Z`);
      run = previous !== null && Math.round((t - previous) / 86_400_000) === 1 ? run + 1 : 1;
      best = Math.max(best, run);
      previous = t;
    }
    streaks.set(player, best);
  }
  return streaks;
}

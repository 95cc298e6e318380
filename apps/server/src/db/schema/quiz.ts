import { boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuizReveal } from '@studioportal/shared';
import { mediaLibrary } from './content';
import { profiles } from './profiles';

/** The live quiz; the SQL (checks, partial unique indexes) lives in migrations/0016_quiz.sql. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) => text(name).references(() => profiles.id, { onDelete: 'set null' });

/** A question as a live session keeps it (quiz_sets' question with its answer, alternatives shuffled). */
export interface SessionQuestion {
  kind: 'choice' | 'text';
  prompt: string;
  alternatives: string[];
  correct_index: number | null;
  accepted_answers: string[];
  time_limit_s: number;
  points: number;
  media_id: string | null;
  host_notes: string | null;
  skipped: boolean;
}

export const quizSets = pgTable('quiz_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  scoring: text('scoring').notNull().default('speed'),
  streakBonus: boolean('streak_bonus').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedBy: person('updated_by'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const quizQuestions = pgTable('quiz_questions', {
  id: uuid('id').primaryKey().defaultRandom(),
  setId: uuid('set_id')
    .notNull()
    .references(() => quizSets.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  kind: text('kind').notNull(),
  prompt: text('prompt').notNull(),
  alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
  correctIndex: smallint('correct_index'),
  acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
  timeLimitS: integer('time_limit_s').notNull(),
  points: integer('points').notNull(),
  mediaId: uuid('media_id').references(() => mediaLibrary.id, { onDelete: 'set null' }),
  hostNotes: text('host_notes'),
});

export const gameTournaments = pgTable('game_tournaments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  prize: text('prize').notNull().default(''),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const gameParticipants = pgTable('game_participants', {
  id: uuid('id').primaryKey().defaultRandom(),
  identityKey: text('identity_key').notNull().unique(),
  displayName: text('display_name').notNull(),
  phone: text('phone'),
  firstSeenAt: stamp('first_seen_at').notNull().defaultNow(),
  lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
});

export const liveQuizSessions = pgTable('live_quiz_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  setId: uuid('set_id').references(() => quizSets.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  code: text('code').notNull(),
  phase: text('phase').notNull().default('lobby'),
  questionIndex: integer('question_index').notNull().default(-1),
  questions: jsonb('questions').$type<SessionQuestion[]>().notNull(),
  scoring: text('scoring').notNull(),
  streakBonus: boolean('streak_bonus').notNull(),
  opensAt: stamp('opens_at'),
  deadlineAt: stamp('deadline_at'),
  lockedAt: stamp('locked_at'),
  pausedAt: stamp('paused_at'),
  remainingMs: integer('remaining_ms'),
  revealedThrough: integer('revealed_through').notNull().default(-1),
  reveals: jsonb('reveals').$type<QuizReveal[]>().notNull().default([]),
  producerId: person('producer_id'),
  tournamentId: uuid('tournament_id').references(() => gameTournaments.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  startedAt: stamp('started_at'),
  endedAt: stamp('ended_at'),
});

export const liveQuizParticipants = pgTable('live_quiz_participants', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => liveQuizSessions.id, { onDelete: 'cascade' }),
  playerId: uuid('player_id').references(() => gameParticipants.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  deviceId: text('device_id'),
  addedBy: person('added_by'),
  joinedAt: stamp('joined_at').notNull().defaultNow(),
  removedAt: stamp('removed_at'),
  points: integer('points').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  correctTimeMs: integer('correct_time_ms').notNull().default(0),
  streak: integer('streak').notNull().default(0),
  bestStreak: integer('best_streak').notNull().default(0),
});

export const liveQuizAnswers = pgTable(
  'live_quiz_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveQuizSessions.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => liveQuizParticipants.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    choice: smallint('choice'),
    text: text('text'),
    answeredAt: stamp('answered_at').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    source: text('source').notNull(),
    enteredBy: person('entered_by'),
    correct: boolean('correct'),
    points: integer('points'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionIndex, t.participantId] })],
);

export const liveQuizAdjustments = pgTable('live_quiz_adjustments', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => liveQuizSessions.id, { onDelete: 'cascade' }),
  participantId: uuid('participant_id')
    .notNull()
    .references(() => liveQuizParticipants.id, { onDelete: 'cascade' }),
  points: integer('points').notNull(),
  reason: text('reason').notNull(),
  madeBy: person('made_by'),
  madeAt: stamp('made_at').notNull().defaultNow(),
});

export const gameLeaderboards = pgTable(
  'game_leaderboards',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveQuizSessions.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    computedAt: stamp('computed_at').notNull().defaultNow(),
    entries: jsonb('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionIndex] })],
);

export const gameSessions = pgTable('game_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  refId: uuid('ref_id').notNull(),
  title: text('title').notNull(),
  runBy: person('run_by'),
  tournamentId: uuid('tournament_id').references(() => gameTournaments.id, { onDelete: 'set null' }),
  startedAt: stamp('started_at'),
  endedAt: stamp('ended_at').notNull().defaultNow(),
  participants: integer('participants').notNull().default(0),
  winnerPlayerId: uuid('winner_player_id').references(() => gameParticipants.id, { onDelete: 'set null' }),
  winnerName: text('winner_name'),
});

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => gameTournaments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => gameParticipants.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    prize: text('prize').notNull().default(''),
    handoverStatus: text('handover_status').notNull().default('ikke_levert'),
    recordedBy: person('recorded_by'),
    recordedAt: stamp('recorded_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

export const gameAchievements = pgTable(
  'game_achievements',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => gameParticipants.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    earnedAt: stamp('earned_at').notNull().defaultNow(),
    sessionId: uuid('session_id').references(() => liveQuizSessions.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.achievement] })],
);

export const quizSpeedRounds = pgTable('quiz_speed_rounds', {
  id: uuid('id').primaryKey().defaultRandom(),
  participantName: text('participant_name').notNull(),
  phone: text('phone'),
  playerId: uuid('player_id').references(() => gameParticipants.id, { onDelete: 'set null' }),
  durationS: integer('duration_s').notNull(),
  status: text('status').notNull().default('klar'),
  startedAt: stamp('started_at'),
  endsAt: stamp('ends_at'),
  correct: integer('correct').notNull().default(0),
  wrong: integer('wrong').notNull().default(0),
  passes: integer('passes').notNull().default(0),
  marks: jsonb('marks').$type<{ mark: string; at: string }[]>().notNull().default([]),
  setId: uuid('set_id').references(() => quizSets.id, { onDelete: 'set null' }),
  tournamentId: uuid('tournament_id').references(() => gameTournaments.id, { onDelete: 'set null' }),
  createdBy: person('created_by'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

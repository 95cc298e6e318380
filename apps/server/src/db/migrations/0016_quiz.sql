-- The live quiz (PRODUCT.md /quiz, /studio-display/quiz): question sets, producer-run live
-- sessions, their participants (studio callers and guests, SMS entrants, listeners on their
-- phones) and answers, score corrections, speed rounds, tournaments, and the game tables the
-- spec names for what outlives one session: players across days (game_participants), finished
-- games (game_sessions), leaderboard snapshots (game_leaderboards), tournament winners
-- (tournament_participants) and player achievements (game_achievements).
--
-- Secrecy: a question's answer (correct_index, accepted_answers) is stored here and in the
-- session's snapshot; the server strips it from everything but the set editor and the session
-- producer's answer key until the producer reveals the question.

CREATE TABLE quiz_sets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  scoring text NOT NULL DEFAULT 'speed' CHECK (scoring IN ('speed', 'flat')),
  streak_bonus boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_sets_updated_idx ON quiz_sets (updated_at DESC);

CREATE TABLE quiz_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  set_id uuid NOT NULL REFERENCES quiz_sets(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('choice', 'text')),
  prompt text NOT NULL CHECK (char_length(prompt) BETWEEN 1 AND 300),
  alternatives jsonb NOT NULL DEFAULT '[]',
  correct_index smallint,
  accepted_answers jsonb NOT NULL DEFAULT '[]',
  time_limit_s integer NOT NULL CHECK (time_limit_s BETWEEN 5 AND 120),
  points integer NOT NULL CHECK (points BETWEEN 0 AND 2000),
  media_id uuid REFERENCES media_library(id) ON DELETE SET NULL,
  host_notes text CHECK (char_length(host_notes) <= 1000)
);
CREATE INDEX quiz_questions_set_idx ON quiz_questions (set_id, position);

CREATE TABLE game_tournaments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  prize text NOT NULL DEFAULT '' CHECK (char_length(prize) <= 200),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A player across sessions and days: the same phone (callers, SMS) or the same listener device
-- is the same player, so tournaments sum their points and achievements follow them.
CREATE TABLE game_participants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 'phone:+4791234567' or 'device:<listener device id>'; callers without a phone get 'once:<uuid>'.
  identity_key text NOT NULL UNIQUE,
  display_name text NOT NULL,
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE live_quiz_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  set_id uuid REFERENCES quiz_sets(id) ON DELETE SET NULL,
  title text NOT NULL,
  code text NOT NULL CHECK (code ~ '^[0-9]{4}$'),
  phase text NOT NULL DEFAULT 'lobby' CHECK (phase IN ('lobby', 'question', 'locked', 'revealed', 'leaderboard', 'finished')),
  question_index integer NOT NULL DEFAULT -1,
  -- The set's questions as they were when the session was created, alternatives shuffled, each
  -- with its answer and a `skipped` flag: editing the set never changes a running game.
  questions jsonb NOT NULL,
  scoring text NOT NULL CHECK (scoring IN ('speed', 'flat')),
  streak_bonus boolean NOT NULL,
  opens_at timestamptz,
  deadline_at timestamptz,
  locked_at timestamptz,
  paused_at timestamptz,
  remaining_ms integer,
  -- The highest question index revealed (-1: none); answers' points are set at reveal.
  revealed_through integer NOT NULL DEFAULT -1,
  -- Each revealed question's result as screens show it (QuizReveal), in question order.
  reveals jsonb NOT NULL DEFAULT '[]',
  producer_id text REFERENCES profiles(id) ON DELETE SET NULL,
  tournament_id uuid REFERENCES game_tournaments(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  ended_at timestamptz
);
-- One quiz runs at a time (its code is what listeners type, and "SVAR B" by SMS has one target).
CREATE UNIQUE INDEX live_quiz_sessions_one_running ON live_quiz_sessions ((true)) WHERE phase <> 'finished';
CREATE INDEX live_quiz_sessions_created_idx ON live_quiz_sessions (created_at DESC);
CREATE INDEX live_quiz_sessions_tournament_idx ON live_quiz_sessions (tournament_id) WHERE tournament_id IS NOT NULL;

CREATE TABLE live_quiz_participants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES live_quiz_sessions(id) ON DELETE CASCADE,
  player_id uuid REFERENCES game_participants(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('caller', 'guest', 'sms', 'listener')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  device_id text,
  added_by text REFERENCES profiles(id) ON DELETE SET NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  -- Totals as of the last reveal (the answers table is the truth; these are what leaderboards read).
  points integer NOT NULL DEFAULT 0,
  correct integer NOT NULL DEFAULT 0,
  correct_time_ms integer NOT NULL DEFAULT 0,
  streak integer NOT NULL DEFAULT 0,
  best_streak integer NOT NULL DEFAULT 0
);
CREATE INDEX live_quiz_participants_session_idx ON live_quiz_participants (session_id);
CREATE UNIQUE INDEX live_quiz_participants_device ON live_quiz_participants (session_id, device_id) WHERE device_id IS NOT NULL;
CREATE UNIQUE INDEX live_quiz_participants_sms ON live_quiz_participants (session_id, phone) WHERE kind = 'sms';
CREATE UNIQUE INDEX live_quiz_participants_nickname ON live_quiz_participants (session_id, lower(name)) WHERE kind = 'listener';

-- One answer per participant per question, by primary key. `answered_at` is the server's clock
-- (for SMS: the gateway's receipt); `correct` and `points` are set when the question is revealed.
CREATE TABLE live_quiz_answers (
  session_id uuid NOT NULL REFERENCES live_quiz_sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_quiz_participants(id) ON DELETE CASCADE,
  question_index integer NOT NULL,
  choice smallint,
  text text CHECK (char_length(text) <= 80),
  answered_at timestamptz NOT NULL,
  elapsed_ms integer NOT NULL CHECK (elapsed_ms >= 0),
  source text NOT NULL CHECK (source IN ('web', 'sms', 'staff')),
  entered_by text REFERENCES profiles(id) ON DELETE SET NULL,
  correct boolean,
  points integer,
  PRIMARY KEY (session_id, question_index, participant_id)
);
CREATE INDEX live_quiz_answers_participant_idx ON live_quiz_answers (participant_id);

-- Score corrections by the producer, with the reason: the log cannot be edited, only added to.
CREATE TABLE live_quiz_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES live_quiz_sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_quiz_participants(id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points <> 0),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  made_by text REFERENCES profiles(id) ON DELETE SET NULL,
  made_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_quiz_adjustments_session_idx ON live_quiz_adjustments (session_id, made_at);

-- The leaderboard as shown after each reveal (and after a correction): what the display showed.
CREATE TABLE game_leaderboards (
  session_id uuid NOT NULL REFERENCES live_quiz_sessions(id) ON DELETE CASCADE,
  question_index integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  entries jsonb NOT NULL,
  PRIMARY KEY (session_id, question_index)
);

-- Every finished game of any kind (quiz, speed round): history, tournaments, achievements.
CREATE TABLE game_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('quiz', 'speed_round')),
  ref_id uuid NOT NULL,
  title text NOT NULL,
  run_by text REFERENCES profiles(id) ON DELETE SET NULL,
  tournament_id uuid REFERENCES game_tournaments(id) ON DELETE SET NULL,
  started_at timestamptz,
  ended_at timestamptz NOT NULL DEFAULT now(),
  participants integer NOT NULL DEFAULT 0,
  winner_player_id uuid REFERENCES game_participants(id) ON DELETE SET NULL,
  winner_name text,
  UNIQUE (kind, ref_id)
);
CREATE INDEX game_sessions_run_by_idx ON game_sessions (run_by, kind);

CREATE TABLE tournament_participants (
  tournament_id uuid NOT NULL REFERENCES game_tournaments(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES game_participants(id) ON DELETE CASCADE,
  rank integer NOT NULL CHECK (rank BETWEEN 1 AND 100),
  prize text NOT NULL DEFAULT '',
  handover_status text NOT NULL DEFAULT 'ikke_levert' CHECK (handover_status IN ('ikke_levert', 'avtalt', 'levert')),
  recorded_by text REFERENCES profiles(id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tournament_id, player_id)
);

CREATE TABLE game_achievements (
  player_id uuid NOT NULL REFERENCES game_participants(id) ON DELETE CASCADE,
  achievement text NOT NULL,
  earned_at timestamptz NOT NULL DEFAULT now(),
  session_id uuid REFERENCES live_quiz_sessions(id) ON DELETE SET NULL,
  PRIMARY KEY (player_id, achievement)
);

CREATE TABLE quiz_speed_rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  participant_name text NOT NULL CHECK (char_length(participant_name) BETWEEN 1 AND 60),
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  player_id uuid REFERENCES game_participants(id) ON DELETE SET NULL,
  duration_s integer NOT NULL CHECK (duration_s BETWEEN 10 AND 300),
  status text NOT NULL DEFAULT 'klar' CHECK (status IN ('klar', 'i_gang', 'ferdig')),
  started_at timestamptz,
  ends_at timestamptz,
  correct integer NOT NULL DEFAULT 0,
  wrong integer NOT NULL DEFAULT 0,
  passes integer NOT NULL DEFAULT 0,
  -- Each mark with the server's time: [{ "mark": "riktig", "at": "…" }].
  marks jsonb NOT NULL DEFAULT '[]',
  set_id uuid REFERENCES quiz_sets(id) ON DELETE SET NULL,
  tournament_id uuid REFERENCES game_tournaments(id) ON DELETE SET NULL,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_speed_rounds_created_idx ON quiz_speed_rounds (created_at DESC);

-- Tankeleseren (PRODUCT.md /mind-reader): a session is one show's game with its producer and host;
-- its rounds are callers, each with a secret only the producer sees until the reveal. The spec's
-- tables mind_reader_sessions and mind_reader_rounds, plus the questions and guesses of a round as
-- they happen (mind_reader_entries) and the listeners' guesses that arrived while it played.

CREATE TABLE mind_reader_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Station date (Europe/Oslo) the session was started.
  date date NOT NULL,
  producer_id text NOT NULL REFERENCES profiles(id),
  host_id text NOT NULL REFERENCES profiles(id),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK (producer_id <> host_id)
);
-- One open session at a time: the studio plays one game.
CREATE UNIQUE INDEX mind_reader_sessions_open_idx ON mind_reader_sessions ((true)) WHERE closed_at IS NULL;
CREATE INDEX mind_reader_sessions_date_idx ON mind_reader_sessions (date DESC);

CREATE TABLE mind_reader_rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES mind_reader_sessions(id) ON DELETE CASCADE,
  position integer NOT NULL,
  caller_name text NOT NULL CHECK (char_length(caller_name) BETWEEN 1 AND 80),
  caller_phone text CHECK (caller_phone ~ '^\+[1-9][0-9]{7,14}$'),
  category text NOT NULL CHECK (char_length(category) BETWEEN 1 AND 60),
  question_limit integer NOT NULL CHECK (question_limit BETWEEN 5 AND 50),
  time_limit_s integer NOT NULL CHECK (time_limit_s BETWEEN 60 AND 1800),
  status text NOT NULL DEFAULT 'ready' CHECK (status IN ('ready', 'playing', 'finished')),
  -- The secret and what else counts as it; read only by the session's producer until revealed_at.
  secret text CHECK (char_length(secret) BETWEEN 1 AND 120),
  accepted jsonb NOT NULL DEFAULT '[]',
  -- [{ "text": "...", "given_at": null | iso }]
  hints jsonb NOT NULL DEFAULT '[]',
  started_at timestamptz,
  deadline_at timestamptz,
  finished_at timestamptz,
  outcome text CHECK (outcome IN ('gjettet', 'ga_opp', 'tiden_ute')),
  revealed_at timestamptz,
  listener_guesses integer NOT NULL DEFAULT 0,
  first_listener_message_id uuid,
  first_listener_name text,
  first_listener_source text,
  first_listener_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (session_id, position),
  CHECK ((status = 'finished') = (outcome IS NOT NULL)),
  CHECK (revealed_at IS NULL OR status = 'finished')
);
-- One playing round at a time.
CREATE UNIQUE INDEX mind_reader_rounds_playing_idx ON mind_reader_rounds ((true)) WHERE status = 'playing';
CREATE INDEX mind_reader_rounds_finished_idx ON mind_reader_rounds (finished_at DESC) WHERE status = 'finished';

CREATE TABLE mind_reader_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id uuid NOT NULL REFERENCES mind_reader_rounds(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('question', 'guess')),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 200),
  answer text CHECK (answer IN ('ja', 'nei', 'vet_ikke')),
  correct boolean,
  at timestamptz NOT NULL DEFAULT now(),
  recorded_by text REFERENCES profiles(id) ON DELETE SET NULL,
  UNIQUE (round_id, position),
  CHECK ((kind = 'question') = (answer IS NOT NULL)),
  CHECK ((kind = 'guess') = (correct IS NOT NULL))
);

CREATE TABLE mind_reader_listener_guesses (
  message_id uuid PRIMARY KEY,
  round_id uuid NOT NULL REFERENCES mind_reader_rounds(id) ON DELETE CASCADE,
  name text NOT NULL,
  text text NOT NULL,
  source text NOT NULL,
  matches boolean NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX mind_reader_listener_guesses_round_idx ON mind_reader_listener_guesses (round_id, at DESC);

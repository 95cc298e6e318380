-- Per-person settings and availability (issue 23 "Per-user settings and availability").
-- user_settings: one row per person, the whole settings document as JSON (validated by the shared
-- zod schema on the way in and out, so an older document reads with today's defaults) and a version
-- that every write bumps (PUT is last-write-wins; the version lets a device ignore an older echo).

CREATE TABLE user_settings (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The usual week: on which weekdays (1 = Monday … 7 = Sunday, ISO) and between which minutes of
-- the station day a person can work. One row per weekday at most.
CREATE TABLE user_availability (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  PRIMARY KEY (user_id, weekday),
  CHECK (end_minute > start_minute)
);

-- Date ranges away (ferie, fri, syk …), both ends included, in station dates. They beat the usual week.
CREATE TABLE user_absences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ferie', 'fri', 'syk', 'kurs', 'annet')),
  from_date date NOT NULL,
  to_date date NOT NULL,
  note text CHECK (note IS NULL OR char_length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_date >= from_date)
);

CREATE INDEX user_absences_range_idx ON user_absences (from_date, to_date);
CREATE INDEX user_absences_user_idx ON user_absences (user_id, from_date);

-- Auto-DJ (/automation, docs/auto-dj-export.md): the rules the playout follows in unattended hours
-- (one station row, versioned like every other edited thing) and per date + hour overrides of
-- whether an hour is attended. Which hours are attended is otherwise derived from the show plan.
CREATE TABLE auto_dj_config (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- 24 lists of music category names, index = local hour of day.
  hour_categories jsonb NOT NULL,
  artist_separation_minutes integer NOT NULL CHECK (artist_separation_minutes BETWEEN 0 AND 1440),
  title_separation_minutes integer NOT NULL CHECK (title_separation_minutes BETWEEN 0 AND 1440),
  jingles_per_hour smallint NOT NULL CHECK (jingles_per_hour BETWEEN 0 AND 12),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- An override on a station date + wall-clock hour wins over the show plan; on the autumn DST day
-- it covers both hours 02.
CREATE TABLE auto_dj_overrides (
  date date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  attended boolean NOT NULL,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (date, hour)
);

-- The show plan (/show-plan, PRODUCT.md "The broadcast model" layer 2): show templates, the
-- recurring weekday rules that generate dated scheduled_shows, and the link from a generated show
-- back to its template. The rundown table (show_content) exists since 0006.

CREATE TABLE show_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  -- 0 = Sunday … 6 = Saturday, as Date.getDay().
  weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
  -- Station wall-clock time (Europe/Oslo), minutes after midnight. An end at or before the start
  -- means the show ends the next day.
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
  color text CHECK (color IS NULL OR color ~ '^#[0-9a-f]{6}$'),
  producer_id text REFERENCES profiles(id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_minute <> end_minute)
);

CREATE TABLE show_template_hosts (
  template_id uuid NOT NULL REFERENCES show_templates(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (template_id, profile_id)
);

CREATE TABLE show_template_clocks (
  template_id uuid NOT NULL REFERENCES show_templates(id) ON DELETE CASCADE,
  clock_template_id uuid NOT NULL REFERENCES clock_templates(id) ON DELETE CASCADE,
  PRIMARY KEY (template_id, clock_template_id)
);

-- A generated show remembers its template and the local date it was made for; one show per
-- template and date, so generating the same weeks again never makes a second one (even when the
-- show was later moved to another time). Deleting the template keeps its shows.
ALTER TABLE scheduled_shows ADD COLUMN show_template_date date;
ALTER TABLE scheduled_shows
  ADD CONSTRAINT scheduled_shows_show_template_fk FOREIGN KEY (show_template_id) REFERENCES show_templates(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX scheduled_shows_template_date_idx ON scheduled_shows (show_template_id, show_template_date)
  WHERE show_template_id IS NOT NULL;
-- The week view asks for shows overlapping a range: start before its end, end after its start.
CREATE INDEX scheduled_shows_end_idx ON scheduled_shows (scheduled_end);

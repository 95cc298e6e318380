-- Sendeklokker and the show plan (PRODUCT.md "The broadcast model"):
-- clock templates per weekday and hour → dated active clocks with copied elements (as-run),
-- and scheduled shows that use them.

CREATE TABLE clock_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_hour smallint NOT NULL CHECK (start_hour BETWEEN 0 AND 23),
  color text NOT NULL DEFAULT '#3b82f6' CHECK (color ~ '^#[0-9a-f]{6}$'),
  is_active boolean NOT NULL DEFAULT true,
  notes text NOT NULL DEFAULT '',
  -- Optimistic concurrency: every save names the version it was based on.
  version integer NOT NULL DEFAULT 1,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One active clock per slot of the weekly grid (Rivendell's 168 slots).
CREATE UNIQUE INDEX clock_templates_active_slot_idx ON clock_templates(weekday, start_hour) WHERE is_active;
CREATE INDEX clock_templates_slot_idx ON clock_templates(weekday, start_hour);

CREATE TABLE clock_template_elements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template_id uuid NOT NULL REFERENCES clock_templates(id) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('news', 'weather', 'traffic', 'music', 'jingle', 'ad', 'talk', 'interview', 'competition', 'promo', 'station_id', 'other')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  start_offset_s integer NOT NULL CHECK (start_offset_s BETWEEN 0 AND 3599),
  duration_s integer NOT NULL CHECK (duration_s BETWEEN 1 AND 3600),
  hard_start boolean NOT NULL DEFAULT false,
  notes text NOT NULL DEFAULT '',
  responsible_id text REFERENCES profiles(id) ON DELETE SET NULL
);
CREATE INDEX clock_template_elements_template_idx ON clock_template_elements(template_id, position);

-- The dated copy of a template for one broadcast hour. Editing the template never touches it.
CREATE TABLE active_clocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broadcast_date date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  starts_at timestamptz NOT NULL,
  template_id uuid REFERENCES clock_templates(id) ON DELETE SET NULL,
  template_version integer,
  name text NOT NULL,
  color text NOT NULL,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (broadcast_date, hour)
);
CREATE INDEX active_clocks_starts_at_idx ON active_clocks(starts_at);

CREATE TABLE clock_content_elements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  active_clock_id uuid NOT NULL REFERENCES active_clocks(id) ON DELETE CASCADE,
  -- Where it was copied from (no foreign key: template elements are replaced on every save).
  template_element_id uuid,
  position integer NOT NULL,
  type text NOT NULL,
  title text NOT NULL,
  start_offset_s integer NOT NULL CHECK (start_offset_s BETWEEN 0 AND 3599),
  duration_s integer NOT NULL CHECK (duration_s BETWEEN 1 AND 3600),
  hard_start boolean NOT NULL DEFAULT false,
  notes text NOT NULL DEFAULT '',
  responsible_id text REFERENCES profiles(id) ON DELETE SET NULL,
  sent_status text NOT NULL DEFAULT 'pending' CHECK (sent_status IN ('pending', 'sent')),
  sent_at timestamptz,
  sent_by text REFERENCES profiles(id) ON DELETE SET NULL,
  CHECK ((sent_status = 'sent') = (sent_at IS NOT NULL))
);
CREATE INDEX clock_content_elements_clock_idx ON clock_content_elements(active_clock_id, position);

-- The show plan. Later issues add show_templates and show_content (rundown items) around it.
CREATE TABLE scheduled_shows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  scheduled_start timestamptz NOT NULL,
  scheduled_end timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'live', 'done', 'cancelled')),
  color text CHECK (color IS NULL OR color ~ '^#[0-9a-f]{6}$'),
  producer_id text REFERENCES profiles(id) ON DELETE SET NULL,
  -- Filled by the show-template feature; no foreign key until that table exists.
  show_template_id uuid,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (scheduled_end > scheduled_start)
);
CREATE INDEX scheduled_shows_start_idx ON scheduled_shows(scheduled_start);

CREATE TABLE scheduled_show_hosts (
  show_id uuid NOT NULL REFERENCES scheduled_shows(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, profile_id)
);

-- The clock templates a show uses (PRODUCT.md: "the clock templates they use").
CREATE TABLE scheduled_show_clocks (
  show_id uuid NOT NULL REFERENCES scheduled_shows(id) ON DELETE CASCADE,
  template_id uuid NOT NULL REFERENCES clock_templates(id) ON DELETE CASCADE,
  PRIMARY KEY (show_id, template_id)
);

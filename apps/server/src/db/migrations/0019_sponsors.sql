-- The sponsor competition desk (PRODUCT.md /joker-nord): sponsors with their mention script,
-- prize competitions, entries (one per phone or device), draws whose audit rows can never change,
-- winners with the prize's hand-over, and "nevnt på lufta" marks. Background: wave2-anchors §3.

CREATE TABLE sponsors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (char_length(name) BETWEEN 1 AND 80),
  logo_media_id uuid REFERENCES media_library(id) ON DELETE SET NULL,
  contact_name text,
  contact_email text,
  contact_phone text,
  mention_script text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE sponsor_competitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sponsor_id uuid NOT NULL REFERENCES sponsors(id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  prize text NOT NULL,
  rules_text text NOT NULL,
  question text,
  channels text[] NOT NULL,
  sms_keyword text,
  -- What an entry costs above the normal price, per channel (a stake makes it a lottery).
  sms_price_nok numeric(6, 2) NOT NULL DEFAULT 0,
  phone_price_nok numeric(6, 2) NOT NULL DEFAULT 0,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  exclude_days integer NOT NULL DEFAULT 30 CHECK (exclude_days BETWEEN 0 AND 365),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (closes_at > opens_at)
);
CREATE INDEX sponsor_competitions_window_idx ON sponsor_competitions (closes_at DESC, opens_at);

CREATE TABLE competition_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  competition_id uuid NOT NULL REFERENCES sponsor_competitions(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'web', 'phone')),
  -- 'phone:+4791234567' or 'device:<id>': one entry per listener (a phone wins over a device).
  participant_key text NOT NULL,
  name text NOT NULL,
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  device_id text,
  answer text,
  message_id uuid,
  received_at timestamptz NOT NULL,
  late boolean NOT NULL DEFAULT false,
  invalid_reason text,
  invalidated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  entered_by text REFERENCES profiles(id) ON DELETE SET NULL,
  UNIQUE (competition_id, participant_key)
);
CREATE INDEX competition_entries_competition_idx ON competition_entries (competition_id, received_at);

-- The audit record of a draw. Written once in the draw's transaction; the trigger below refuses
-- every UPDATE and DELETE, whoever asks (a redraw is a new row pointing at the one it replaces).
CREATE TABLE competition_draws (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  competition_id uuid NOT NULL REFERENCES sponsor_competitions(id),
  drawn_at timestamptz NOT NULL,
  drawn_by text REFERENCES profiles(id),
  redraw_of uuid REFERENCES competition_draws(id),
  reason text,
  rule_text text NOT NULL,
  entry_from timestamptz NOT NULL,
  entry_to timestamptz NOT NULL,
  exclusion_from timestamptz NOT NULL,
  exclusion_to timestamptz NOT NULL,
  exclusion_days integer NOT NULL,
  total_entries integer NOT NULL,
  valid_entries integer NOT NULL,
  excluded jsonb NOT NULL,
  late jsonb NOT NULL,
  eligible_ids jsonb NOT NULL,
  random_source text NOT NULL,
  entries_hash text NOT NULL,
  winner_index integer NOT NULL,
  winner_entry_id uuid NOT NULL,
  winner_name text NOT NULL,
  CHECK ((redraw_of IS NULL) = (reason IS NULL))
);
CREATE INDEX competition_draws_competition_idx ON competition_draws (competition_id, drawn_at);

CREATE FUNCTION competition_draws_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'competition_draws is an audit record and cannot be changed';
END;
$$;
CREATE TRIGGER competition_draws_no_update BEFORE UPDATE OR DELETE ON competition_draws
  FOR EACH ROW EXECUTE FUNCTION competition_draws_immutable();
CREATE TRIGGER competition_draws_no_truncate BEFORE TRUNCATE ON competition_draws
  FOR EACH STATEMENT EXECUTE FUNCTION competition_draws_immutable();

CREATE TABLE sponsor_winners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  competition_id uuid NOT NULL REFERENCES sponsor_competitions(id),
  draw_id uuid NOT NULL UNIQUE REFERENCES competition_draws(id),
  entry_id uuid NOT NULL,
  participant_key text NOT NULL,
  name text NOT NULL,
  phone text,
  prize text NOT NULL,
  drawn_at timestamptz NOT NULL,
  handover text NOT NULL DEFAULT 'ikke_levert' CHECK (handover IN ('ikke_levert', 'avtalt', 'levert')),
  handover_note text,
  replaced_at timestamptz
);
CREATE INDEX sponsor_winners_recent_idx ON sponsor_winners (drawn_at DESC) WHERE replaced_at IS NULL;

CREATE TABLE sponsor_mentions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sponsor_id uuid NOT NULL REFERENCES sponsors(id) ON DELETE CASCADE,
  aired_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('studio', 'clock')),
  -- A clock element of type sponsor counts once, however often it is marked.
  clock_element_id uuid UNIQUE,
  detail text,
  marked_by text REFERENCES profiles(id) ON DELETE SET NULL
);
CREATE INDEX sponsor_mentions_aired_idx ON sponsor_mentions (sponsor_id, aired_at);

-- Entries reach the listener queue as 'konkurranse'; clocks get a 'sponsor' element type.
ALTER TABLE messages DROP CONSTRAINT messages_source_check;
ALTER TABLE messages ADD CONSTRAINT messages_source_check
  CHECK (source IN ('sms', 'web', 'request', 'comment', 'telefon', 'quiz', 'tankeleser', 'konkurranse'));
ALTER TABLE clock_template_elements DROP CONSTRAINT clock_template_elements_type_check;
ALTER TABLE clock_template_elements ADD CONSTRAINT clock_template_elements_type_check
  CHECK (type IN ('news', 'weather', 'traffic', 'music', 'jingle', 'ad', 'talk', 'interview', 'competition', 'promo', 'sponsor', 'station_id', 'other'));

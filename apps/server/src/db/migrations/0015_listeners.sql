-- Listeners (PRODUCT.md /listener-messages, /listener-hub, the public page's "Til studio"): one
-- queue of everything listeners send (the spec's `messages` table), music requests with their
-- rules, polls with one vote per listener, comments on episodes with moderation, blocked senders,
-- and the SMS gateway's message ids (a repeated webhook is stored once).
--
-- Listeners have no account. A sender is known by a device id (a random cookie) and, for SMS or
-- when they give it, a phone number in E.164. Network addresses are never stored.

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source text NOT NULL CHECK (source IN ('sms', 'web', 'request', 'comment', 'telefon', 'quiz', 'tankeleser')),
  status text NOT NULL DEFAULT 'ny' CHECK (status IN ('ny', 'lest', 'stjernemerket', 'brukt', 'arkivert')),
  sender_name text NOT NULL CHECK (char_length(sender_name) BETWEEN 1 AND 60),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  phone text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  device_id text,
  -- The show running when it arrived (filter by show).
  show_id uuid REFERENCES scheduled_shows(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_by text REFERENCES profiles(id) ON DELETE SET NULL,
  status_changed_at timestamptz,
  pushed_at timestamptz,
  pushed_by text REFERENCES profiles(id) ON DELETE SET NULL,
  read_on_air_at timestamptz,
  read_on_air_by text REFERENCES profiles(id) ON DELETE SET NULL,
  entered_by text REFERENCES profiles(id) ON DELETE SET NULL
);
CREATE INDEX messages_created_idx ON messages (created_at DESC);
CREATE INDEX messages_status_created_idx ON messages (status, created_at DESC);
CREATE INDEX messages_device_idx ON messages (device_id, created_at DESC) WHERE device_id IS NOT NULL;
CREATE INDEX messages_phone_idx ON messages (phone, created_at DESC) WHERE phone IS NOT NULL;
CREATE INDEX messages_show_idx ON messages (show_id) WHERE show_id IS NOT NULL;

-- Music requests (web form or "ØNSKE …" by SMS); each has its row in the queue too.
CREATE TABLE music_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid REFERENCES messages(id) ON DELETE SET NULL,
  sender_name text NOT NULL,
  artist text NOT NULL CHECK (char_length(artist) <= 100),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  -- Artist and title folded (case, accents, spacing) for blocked tracks and duplicates.
  track_key text NOT NULL,
  greeting text CHECK (char_length(greeting) <= 300),
  source text NOT NULL CHECK (source IN ('web', 'sms')),
  phone text,
  device_id text,
  -- The station day (Europe/Oslo) it was made: the per-listener daily limit counts these.
  station_day date NOT NULL,
  status text NOT NULL DEFAULT 'ny' CHECK (status IN ('ny', 'spilt', 'avvist')),
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_by text REFERENCES profiles(id) ON DELETE SET NULL,
  status_changed_at timestamptz
);
CREATE INDEX music_requests_created_idx ON music_requests (created_at DESC);
CREATE INDEX music_requests_track_idx ON music_requests (track_key) WHERE status = 'ny';
CREATE INDEX music_requests_day_device_idx ON music_requests (station_day, device_id);
CREATE INDEX music_requests_day_phone_idx ON music_requests (station_day, phone);

-- One row: the rules a request must pass.
CREATE TABLE music_request_rules (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT true,
  daily_limit integer NOT NULL DEFAULT 3 CHECK (daily_limit BETWEEN 0 AND 50),
  window_start text NOT NULL DEFAULT '06:00',
  window_end text NOT NULL DEFAULT '10:00',
  blocked jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz
);
INSERT INTO music_request_rules (id) VALUES (1);

CREATE TABLE listener_polls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 200),
  -- [{ "id": "a", "label": "…" }, …], 2 to 6 alternatives; ids are stable letters.
  options jsonb NOT NULL,
  status text NOT NULL DEFAULT 'utkast' CHECK (status IN ('utkast', 'apen', 'lukket')),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  opened_at timestamptz,
  closed_at timestamptz
);
-- At most one poll is open at a time.
CREATE UNIQUE INDEX listener_polls_one_open_idx ON listener_polls ((true)) WHERE status = 'apen';
CREATE INDEX listener_polls_created_idx ON listener_polls (created_at DESC);

-- One vote per listener per poll: voter is "device:<id>" or "phone:<e164>".
CREATE TABLE listener_poll_votes (
  poll_id uuid NOT NULL REFERENCES listener_polls(id) ON DELETE CASCADE,
  voter text NOT NULL,
  option_id text NOT NULL,
  source text NOT NULL CHECK (source IN ('web', 'sms')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (poll_id, voter)
);
CREATE INDEX listener_poll_votes_option_idx ON listener_poll_votes (poll_id, option_id);

CREATE TABLE listener_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  episode_id uuid NOT NULL REFERENCES podcast_episodes(id) ON DELETE CASCADE,
  message_id uuid REFERENCES messages(id) ON DELETE SET NULL,
  sender_name text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  device_id text,
  moderation text NOT NULL DEFAULT 'venter' CHECK (moderation IN ('venter', 'godkjent', 'skjult')),
  moderated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  moderated_at timestamptz,
  reply text CHECK (char_length(reply) <= 500),
  replied_by text REFERENCES profiles(id) ON DELETE SET NULL,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listener_comments_episode_idx ON listener_comments (episode_id, created_at) WHERE moderation = 'godkjent';
CREATE INDEX listener_comments_moderation_idx ON listener_comments (moderation, created_at DESC);

-- Blocked senders get the same answer as everyone else, and nothing they send is stored.
CREATE TABLE listener_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('phone', 'device')),
  value text NOT NULL,
  label text NOT NULL,
  reason text,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, value)
);

-- The SMS gateway's message ids: a webhook retried or replayed is taken once.
CREATE TABLE sms_inbound_receipts (
  provider text NOT NULL,
  provider_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, provider_id)
);

-- A listener's message pushed to the studio displays ("Fra lytter").
ALTER TABLE display_messages ADD COLUMN listener_message_id uuid REFERENCES messages(id) ON DELETE SET NULL;
ALTER TABLE display_messages ADD COLUMN listener_name text;

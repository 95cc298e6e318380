-- On air (PRODUCT.md /on-air-control, /studio-display): the ON AIR switch with a log of every
-- change, what is on air now (broadcast_state), and messages a producer pushes to the studio
-- displays. on_air_status and broadcast_state hold exactly one row each.

CREATE TABLE on_air_status (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  is_live boolean NOT NULL DEFAULT false,
  changed_by text REFERENCES profiles(id) ON DELETE SET NULL,
  changed_at timestamptz
);
INSERT INTO on_air_status (id) VALUES (1);

-- Every switch: who, when, on or off, and the show running then (its title is kept, so the log
-- still reads right after the show is deleted).
CREATE TABLE on_air_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  is_live boolean NOT NULL,
  changed_by text REFERENCES profiles(id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  show_id uuid REFERENCES scheduled_shows(id) ON DELETE SET NULL,
  show_title text
);
CREATE INDEX on_air_log_changed_idx ON on_air_log (changed_at DESC);

CREATE TABLE broadcast_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  show_id uuid REFERENCES scheduled_shows(id) ON DELETE SET NULL,
  element_id uuid REFERENCES clock_content_elements(id) ON DELETE SET NULL,
  element_title text,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz
);
INSERT INTO broadcast_state (id) VALUES (1);

CREATE TABLE display_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 280),
  sender_id text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz,
  cleared_by text REFERENCES profiles(id) ON DELETE SET NULL
);
-- The displays' list: messages not cleared, newest first.
CREATE INDEX display_messages_active_idx ON display_messages (created_at DESC) WHERE cleared_at IS NULL;

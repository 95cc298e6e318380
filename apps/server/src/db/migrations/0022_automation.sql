-- /automation: scheduled actions and one run row per occurrence (docs/automation-api.md).
-- Each occurrence is also a job with dedupe key 'automation:<action>:<occurrence>' (0011), so
-- every process may ask for it and exactly one row gets through; the run row's unique
-- (action_id, occurrence) is the second lock: an occurrence whose effect committed is never redone.
CREATE TABLE automation_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  kind text NOT NULL CHECK (kind IN ('staff_message', 'akutt', 'display_message', 'host_reminder')),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  -- {"type":"once","at":"<iso>"} | {"type":"daily"|"weekdays","time":"hh:mm"} (station time zone)
  -- or {"type":"before","event":"show_start"|"hard_start","minutes":n} for a host reminder
  schedule jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- The action runs in this person's name (the sender of the message); they must still be allowed.
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Occurrences after this instant are due: saving or switching on never fires a past one.
  armed_from timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE automation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action_id uuid NOT NULL REFERENCES automation_actions(id) ON DELETE CASCADE,
  occurrence timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  error text,
  worker text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  UNIQUE (action_id, occurrence)
);
-- The history of one action, newest first.
CREATE INDEX automation_runs_action_idx ON automation_runs (action_id, occurrence DESC);

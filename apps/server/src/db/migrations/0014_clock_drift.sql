-- Drift that can be recovered (issue 19): an element can be left out on purpose ('skipped',
-- 'Utelatt'), a mark made by "Marker alt til nå som sendt" says so (its time is the planned one,
-- not a click), and the last recovery actions can be undone for a few seconds from any process.

ALTER TABLE clock_content_elements DROP CONSTRAINT IF EXISTS clock_content_elements_sent_status_check;
ALTER TABLE clock_content_elements
  ADD CONSTRAINT clock_content_elements_sent_status_check CHECK (sent_status IN ('pending', 'sent', 'skipped'));
-- Only a sent element has a sent time (unchanged rule: clock_content_elements_check from 0005).
ALTER TABLE clock_content_elements ADD COLUMN marked_in_bulk boolean NOT NULL DEFAULT false;
ALTER TABLE clock_content_elements
  ADD CONSTRAINT clock_content_elements_bulk_check CHECK (NOT marked_in_bulk OR sent_status = 'sent');

-- What one recovery action changed, so its undo restores exactly that. The token is the row's id;
-- it works until expires_at (10 s) for the person who did it (or a planner), once. Rows are
-- removed an hour after they expire.
CREATE TABLE clock_mark_undo (
  token uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  active_clock_id uuid NOT NULL REFERENCES active_clocks(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('mark_until', 'start_from', 'skip', 'unskip')),
  -- [{ "id", "before": { "status", "sent_at", "sent_by", "bulk" }, "after": { ... } }]
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX clock_mark_undo_expires_idx ON clock_mark_undo(expires_at);

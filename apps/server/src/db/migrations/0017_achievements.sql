-- Staff achievements (Utmerkelser, /mobile-achievement): a colleague earns one from their own
-- record in other features' tables (clock marks, podcast episodes, finished quizzes, the listener
-- queue, Akutt acknowledgements); the catalogue and its targets live in the shared package
-- (achievements.ts). A row is written once, when the target is first reached, and never removed:
-- an achievement stays earned even if the record behind it is later edited or deleted.
CREATE TABLE user_achievements (
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  achievement_key text NOT NULL CHECK (achievement_key ~ '^[a-z0-9-]{1,40}$'),
  -- When the record reached the target (the end of the 20th precise show, the 100th mark, the
  -- 10th finished quiz), or when the server noticed it where the record keeps no time of its own
  -- (an acknowledgement of an Akutt message).
  earned_at timestamptz NOT NULL,
  -- The count that earned it (at least the target).
  progress integer NOT NULL CHECK (progress >= 0),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- One row per person and achievement: earning is INSERT … ON CONFLICT DO NOTHING, and only the
  -- process whose insert went through publishes the "earned" event (exactly once).
  PRIMARY KEY (user_id, achievement_key)
);

-- Reading a person's record without scanning the whole table. These index other features' tables
-- for reads only; the achievements feature never writes them.
-- Clock marks: a person's marks, and who marked something lately (the evaluation sweep).
CREATE INDEX clock_content_elements_sent_by_idx ON clock_content_elements (sent_by) WHERE sent_status = 'sent';
CREATE INDEX clock_content_elements_sent_at_idx ON clock_content_elements (sent_at) WHERE sent_status = 'sent';
-- The listener queue takes hundreds of messages a second on a call to action; these partial
-- indexes get an entry only when someone changes a message's status, never on arrival.
CREATE INDEX messages_status_changed_by_idx ON messages (status_changed_by, status_changed_at) WHERE status_changed_by IS NOT NULL;
CREATE INDEX messages_status_changed_at_idx ON messages (status_changed_at) WHERE status_changed_by IS NOT NULL;
CREATE INDEX music_requests_played_by_idx ON music_requests (status_changed_by, status_changed_at) WHERE status = 'spilt';
CREATE INDEX music_requests_played_at_idx ON music_requests (status_changed_at) WHERE status = 'spilt';

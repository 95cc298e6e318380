-- /analytics (issue 23): staff activity, counted and never itemised. One row per person, station
-- day and kind (sign-in, chat message, clock mark, content saved, Akutt sent), bumped by
-- recordActivity; the chart sums it per day and kind and counts people, never names them.
CREATE TABLE user_activity (
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sign_in', 'chat_message', 'clock_mark', 'content_save', 'akutt')),
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  -- Day first: every chart reads a range of days.
  PRIMARY KEY (day, kind, user_id)
);

-- The charts read a range of days or instants from tables that were indexed for other questions.
CREATE INDEX podcast_episode_stats_day_idx ON podcast_episode_stats (day);
CREATE INDEX listener_poll_votes_created_idx ON listener_poll_votes (created_at);

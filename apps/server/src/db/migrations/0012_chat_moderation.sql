-- Chat moderation (issue 17, part 6): Administrators and Programledere remove messages with a
-- reason (public ones, and private ones a participant reported), handle reports and mute a
-- colleague in the chat for a while. Every action is also a row in security_events.

-- A removed message is a deleted message (no text) that also says who removed it and why.
ALTER TABLE chat_messages
  ADD COLUMN moderated_at timestamptz,
  ADD COLUMN moderated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  ADD COLUMN moderation_reason text,
  ADD CONSTRAINT chat_messages_moderated_is_deleted CHECK (moderated_at IS NULL OR deleted_at IS NOT NULL),
  ADD CONSTRAINT chat_messages_moderation_reason_length CHECK (moderation_reason IS NULL OR char_length(moderation_reason) BETWEEN 1 AND 500);

-- A colleague's report of a message: one per person and message (reporting again changes nothing).
-- Open until a moderator removes the message ('removed') or dismisses the report ('dismissed').
CREATE TABLE chat_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
  reporter_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by text REFERENCES profiles(id) ON DELETE SET NULL,
  resolution text CHECK (resolution IN ('removed', 'dismissed')),
  CONSTRAINT chat_reports_once UNIQUE (message_id, reporter_id),
  CONSTRAINT chat_reports_resolution_when_resolved CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);
-- The moderators' list: open reports only, oldest first.
CREATE INDEX chat_reports_open_idx ON chat_reports (created_at) WHERE resolved_at IS NULL;

-- Per person: moderation state. chat_muted_until in the future = muted in the chat (sending and
-- editing are refused); the send path reads it by primary key.
CREATE TABLE user_moderation (
  user_id text PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  chat_muted_until timestamptz,
  reason text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500),
  muted_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_moderation_muted_idx ON user_moderation (chat_muted_until) WHERE chat_muted_until IS NOT NULL;

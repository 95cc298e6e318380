-- Chat (spec section 3): the public staff channel and private conversations between two people.
-- `position` orders messages: history pages back by it (cursor, never offset) and each person's
-- read cursor per conversation points at it, so unread counts are one indexed range count.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  sender_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  -- The sender's name when the message was written (spec field `name`).
  name text NOT NULL,
  message text NOT NULL,
  message_source text NOT NULL DEFAULT 'internal' CHECK (message_source = 'internal'),
  channel_type text NOT NULL CHECK (channel_type IN ('public', 'private')),
  recipient_id text REFERENCES profiles(id) ON DELETE CASCADE,
  reply_to uuid REFERENCES chat_messages(id) ON DELETE SET NULL,
  -- User ids of the colleagues mentioned with @name.
  mentions text[] NOT NULL DEFAULT '{}',
  -- Chosen by the sending client, so a retried request cannot create the message twice.
  client_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT chat_messages_private_has_recipient CHECK ((channel_type = 'private') = (recipient_id IS NOT NULL)),
  CONSTRAINT chat_messages_not_to_self CHECK (recipient_id IS NULL OR recipient_id <> sender_id),
  -- A deleted message keeps no text; a live one is 1..2000 characters (trimmed by the server).
  CONSTRAINT chat_messages_length CHECK (
    (deleted_at IS NOT NULL AND message = '') OR (deleted_at IS NULL AND char_length(message) BETWEEN 1 AND 2000)
  )
);

CREATE INDEX chat_messages_public_idx ON chat_messages (position) WHERE channel_type = 'public';
-- A private conversation is found from either side: (sender, recipient) and (recipient, sender).
CREATE INDEX chat_messages_private_sender_idx ON chat_messages (sender_id, recipient_id, position) WHERE channel_type = 'private';
CREATE INDEX chat_messages_private_recipient_idx ON chat_messages (recipient_id, sender_id, position) WHERE channel_type = 'private';
CREATE UNIQUE INDEX chat_messages_client_id_idx ON chat_messages (sender_id, client_id) WHERE client_id IS NOT NULL;

-- Per person and conversation ('public' or the other person's id): the last message they have read.
CREATE TABLE chat_read_cursors (
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  conversation text NOT NULL,
  last_read_position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, conversation)
);

-- Deleting a message also scrubs its text from the replayable event log (and from quotes of it),
-- so "deleted for everyone" holds for clients that replay later. These find those events.
CREATE INDEX realtime_events_chat_message_idx ON realtime_events ((payload->>'id')) WHERE channel IN ('chat:v1', 'studio:v1');
CREATE INDEX realtime_events_chat_reply_idx ON realtime_events ((payload->'reply_preview'->>'id')) WHERE channel = 'chat:v1';

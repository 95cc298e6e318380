-- A person's notifications (issue 23 "Notifications", PRODUCT.md /notifications). Read state lives
-- here, on the server, so every device of the person shows the same (wave2-anchors §4).
-- dedupe_key: the same notice from two processes (a scheduled reminder) lands once per person.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('mention', 'approval', 'reminder', 'listener_message', 'achievement', 'show_starting')),
  title text NOT NULL,
  body text,
  link text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  dedupe_key text
);

CREATE UNIQUE INDEX notifications_user_dedupe ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
-- The list, newest first, page by (created_at, id).
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, id DESC);
-- The bell's unread count and the "Uleste" filter.
CREATE INDEX notifications_user_unread ON notifications (user_id, created_at DESC) WHERE NOT is_read;

-- Akutt: broadcast messages to every signed-in, approved user (spec section 3).
-- acknowledged_by is a text[] of user ids, as the spec names it: acknowledging is one atomic
-- array_append (no lost updates when many people press 'Forstått' at once), the list query needs
-- no join, and a station's staff count keeps the array small.
CREATE TABLE broadcast_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id text REFERENCES profiles(id) ON DELETE SET NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 500),
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('normal', 'urgent', 'critical')),
  is_active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_by text[] NOT NULL DEFAULT '{}',
  -- Who took it down and when (null while active, and when it expired on its own).
  dismissed_by text,
  dismissed_at timestamptz,
  -- Critical messages never expire.
  CONSTRAINT broadcast_messages_critical_never_expires CHECK (priority <> 'critical' OR expires_at IS NULL)
);

-- The list: active messages, newest first.
CREATE INDEX broadcast_messages_active_created_idx ON broadcast_messages (created_at DESC) WHERE is_active;
-- The expiry sweep: the next active message to expire.
CREATE INDEX broadcast_messages_active_expiry_idx ON broadcast_messages (expires_at) WHERE is_active AND expires_at IS NOT NULL;

-- Accounts: login history, two-factor (better-auth twoFactor plugin, stored as user_2fa),
-- the active_sessions view over better-auth's sessions, and the chat colour format rule.

-- Every sign-in attempt through /api/session/sign-in, successful or not (the security page).
CREATE TABLE user_login_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  ip text,
  user_agent text,
  success boolean NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_login_history_user_idx ON user_login_history(user_id, created_at DESC);

-- better-auth twoFactor plugin: one row per user (spec: user_2fa keyed by user_id).
ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;
CREATE TABLE user_2fa (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- The spec's active_sessions: better-auth's sessions table stays the one source of truth.
CREATE VIEW active_sessions AS
  SELECT id, user_id, created_at, updated_at, expires_at, ip_address, user_agent
  FROM sessions
  WHERE expires_at > now();

-- Chat colours are stored normalised (#rrggbb, lower case), so the UNIQUE constraint on
-- profiles.chat_color compares like with like.
UPDATE profiles SET chat_color = lower(chat_color) WHERE chat_color IS NOT NULL;
UPDATE profiles SET chat_color = NULL WHERE chat_color IS NOT NULL AND chat_color !~ '^#[0-9a-f]{6}$';
ALTER TABLE profiles ADD CONSTRAINT profiles_chat_color_format CHECK (chat_color IS NULL OR chat_color ~ '^#[0-9a-f]{6}$');

CREATE INDEX security_events_type_idx ON security_events(type, created_at DESC);
CREATE INDEX security_events_target_idx ON security_events(target_id, created_at DESC);

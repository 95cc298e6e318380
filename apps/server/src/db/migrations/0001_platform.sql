-- Platform: auth (better-auth core tables), profiles, realtime event log, error reports, security events.
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  user_agent text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX sessions_user_id_idx ON sessions(user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_id_idx ON accounts(user_id);

CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  full_name text,
  profile_picture_url text,
  chat_color text UNIQUE,
  app_role text NOT NULL DEFAULT 'Tekniker' CHECK (app_role IN ('Administrator', 'Programleder', 'Tekniker')),
  approval_status text NOT NULL DEFAULT 'pending' CHECK (approval_status IN ('pending', 'approved', 'rejected')),
  approved_at timestamptz,
  approved_by text,
  rejection_reason text,
  requested_role text CHECK (requested_role IN ('Administrator', 'Programleder', 'Tekniker')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_approval_status_idx ON profiles(approval_status);

CREATE TABLE realtime_channel_seq (
  channel text PRIMARY KEY,
  last_seq bigint NOT NULL DEFAULT 0
);

CREATE TABLE realtime_events (
  channel text NOT NULL,
  seq bigint NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  audience text[],
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel, seq)
);
CREATE INDEX realtime_events_created_at_idx ON realtime_events(created_at);

CREATE TABLE error_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  error_id text NOT NULL,
  user_id text,
  name text,
  message text NOT NULL,
  stack text,
  component_stack text,
  url text NOT NULL,
  client_timestamp text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  actor_id text,
  target_id text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_created_at_idx ON security_events(created_at DESC);

-- Station-wide settings and server secrets (one row per key), shared by every process.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

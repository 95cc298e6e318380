-- /enterprise (issue 23): the audit log of every administrative action and each person's
-- moderation history. Station settings live in app_settings (one key per value, 'station.*').

-- One row per administrative action, written in the same transaction as the change it records.
-- Nobody changes or removes a row afterwards: the triggers below refuse it, even by hand.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text REFERENCES profiles(id) ON DELETE SET NULL,
  -- The actor's name as it was: the row keeps saying who did it after the account is gone.
  actor_name text,
  action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 100),
  target_type text NOT NULL CHECK (char_length(target_type) BETWEEN 1 AND 50),
  target_id text,
  target_label text,
  summary text NOT NULL CHECK (char_length(summary) BETWEEN 1 AND 1000),
  before jsonb,
  after jsonb
);
-- The page reads newest first, filtered by action, actor or target.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, at DESC);

-- One refusal for every append-only record from here on (competition_draws has its own since 0019):
-- a table attaches it for UPDATE/DELETE and for TRUNCATE, and the message names the table.
CREATE FUNCTION refuse_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is an audit record and cannot be changed', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();

-- A person's moderation history (mutes, lifted mutes, removed messages), shown to administrators
-- on Brukere. Written beside the audit row by chat moderation. user_moderation (0012) already holds
-- each person's current mute; this is every step, newest first.
CREATE TABLE user_moderation_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('mute', 'unmute', 'message_removed')),
  reason text CHECK (reason IS NULL OR char_length(reason) <= 500),
  by_id text REFERENCES profiles(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  until timestamptz
);
CREATE INDEX user_moderation_log_user_idx ON user_moderation_log (user_id, at DESC);

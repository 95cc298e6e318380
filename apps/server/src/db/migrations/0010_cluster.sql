-- Several server processes on one PostgreSQL (issue 11).

-- @socket.io/postgres-adapter: a cross-process message over NOTIFY's 8000-byte limit (or with
-- binary data) is stored here and only its id is notified. The adapter deletes old rows itself.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);

-- Shared rate limits: one token bucket per key (e.g. 'signin.account:ada@example.no'), updated
-- by one atomic UPSERT so every process draws from the same allowance. `taken` is the outcome of
-- the last take, returned by that same statement. Rows idle for an hour are full buckets and are
-- swept; a missing row is a full bucket.
CREATE TABLE rate_limit_buckets (
  bucket text PRIMARY KEY,
  tokens double precision NOT NULL,
  taken boolean NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_updated_at_idx ON rate_limit_buckets(updated_at);

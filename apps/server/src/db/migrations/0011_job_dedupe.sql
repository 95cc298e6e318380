-- Scheduled work that every server process asks for (today's clocks) is queued under a key that
-- names the run, e.g. 'clocks.prepare-day:2026-11-24'. The unique index lets exactly one row
-- through however many processes ask at the same instant; the queue then runs it once.
ALTER TABLE jobs ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX jobs_dedupe_key_idx ON jobs (dedupe_key) WHERE dedupe_key IS NOT NULL;

-- Content: notes, media library (+ markers, processing), collections, editorial content (Innhold
-- and the content studio), rundown items, and the background job queue media processing runs on.
--
-- Search: every searchable table keeps a `search_vector` (Norwegian stemming, title and tags weigh
-- more than the text) maintained by a trigger, with a GIN index. Both PGlite and PostgreSQL ship the
-- 'norwegian' text search configuration; æ, ø and å are ordinary letters to it.

-- ─── Background jobs ─────────────────────────────────────────────────────────
-- A small queue in the database: a job survives a restart, and claiming uses
-- FOR UPDATE SKIP LOCKED so exactly one process runs it even when several poll at once. A claimed
-- job holds a lease (locked_until); a process that dies loses it and the job is claimed again.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  queue text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- The claim query: due queued jobs, and running ones whose lease ran out.
CREATE INDEX jobs_claim_idx ON jobs (queue, run_at) WHERE status IN ('queued', 'running');

-- ─── Notes ───────────────────────────────────────────────────────────────────
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 200),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
  tags text[] NOT NULL DEFAULT '{}',
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'shared')),
  is_pinned boolean NOT NULL DEFAULT false,
  -- Optimistic concurrency: a save names the version it was written against.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  search_vector tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX notes_search_idx ON notes USING gin (search_vector);
CREATE INDEX notes_tags_idx ON notes USING gin (tags);
CREATE INDEX notes_owner_idx ON notes (owner_id, updated_at DESC);
CREATE INDEX notes_updated_idx ON notes (updated_at DESC);

CREATE FUNCTION notes_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('norwegian', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('norwegian', array_to_string(NEW.tags, ' ')), 'A') ||
    setweight(to_tsvector('norwegian', coalesce(NEW.body, '')), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER notes_search_vector_trg BEFORE INSERT OR UPDATE OF title, body, tags ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_search_vector();

-- ─── Media library ───────────────────────────────────────────────────────────
CREATE TABLE media_library (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Media stays in the library when its uploader's account is deleted.
  owner_id text REFERENCES profiles(id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  tags text[] NOT NULL DEFAULT '{}',
  kind text NOT NULL CHECK (kind IN ('audio', 'image')),
  format text NOT NULL CHECK (format IN ('mp3', 'm4a', 'wav', 'ogg', 'jpeg', 'png', 'webp', 'gif')),
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  original_filename text NOT NULL DEFAULT '',
  duration_ms integer CHECK (duration_ms IS NULL OR duration_ms >= 0),
  -- Peak levels 0–1 for drawing; filled by the processing job.
  waveform jsonb,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX media_library_search_idx ON media_library USING gin (search_vector);
CREATE INDEX media_library_tags_idx ON media_library USING gin (tags);
CREATE INDEX media_library_updated_idx ON media_library (updated_at DESC);

CREATE FUNCTION media_library_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('norwegian', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('norwegian', array_to_string(NEW.tags, ' ')), 'A') ||
    setweight(to_tsvector('norwegian', coalesce(NEW.description, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.original_filename, '')), 'C');
  RETURN NEW;
END $$;
CREATE TRIGGER media_library_search_vector_trg BEFORE INSERT OR UPDATE OF title, tags, description, original_filename ON media_library
  FOR EACH ROW EXECUTE FUNCTION media_library_search_vector();

CREATE TABLE media_markers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  media_id uuid NOT NULL REFERENCES media_library(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('intro', 'outro', 'cue_in', 'cue_out', 'label')),
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 80),
  position_ms integer NOT NULL CHECK (position_ms >= 0),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_markers_media_idx ON media_markers (media_id, position_ms);

-- What the library shows about processing a file (one row per file); the work itself runs as a
-- job in `jobs`.
CREATE TABLE media_processing_jobs (
  media_id uuid PRIMARY KEY REFERENCES media_library(id) ON DELETE CASCADE,
  job_id uuid REFERENCES jobs(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ─── Collections ─────────────────────────────────────────────────────────────
CREATE TABLE content_collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id text REFERENCES profiles(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '#3b82f6',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An item is a note or a media file; no foreign key on item_id because it points into one of two
-- tables. Deleting a note or a file removes its rows here in the same transaction.
CREATE TABLE collection_items (
  collection_id uuid NOT NULL REFERENCES content_collections(id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('note', 'media')),
  item_id uuid NOT NULL,
  added_by text REFERENCES profiles(id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection_id, item_type, item_id)
);
CREATE INDEX collection_items_item_idx ON collection_items (item_type, item_id);

-- ─── Rundown items ───────────────────────────────────────────────────────────
-- The rundown of a scheduled show (PRODUCT.md: guest, topic, script, planned length, status).
-- The show-plan screens build on this table; scripts from the content studio attach to it.
CREATE TABLE show_content (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  show_id uuid NOT NULL REFERENCES scheduled_shows(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  topic text NOT NULL CHECK (char_length(topic) BETWEEN 1 AND 200),
  guest text NOT NULL DEFAULT '',
  script text NOT NULL DEFAULT '',
  planned_length_s integer CHECK (planned_length_s IS NULL OR planned_length_s BETWEEN 0 AND 86400),
  responsible_id text REFERENCES profiles(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'idea' CHECK (status IN ('idea', 'in_progress', 'ready', 'sent')),
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX show_content_show_idx ON show_content (show_id, position);

-- ─── Editorial content (Innhold, content studio) ────────────────────────────
CREATE TABLE user_editorial_content (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
  status text NOT NULL DEFAULT 'idea' CHECK (status IN ('idea', 'in_progress', 'ready', 'sent')),
  responsible_id text REFERENCES profiles(id) ON DELETE SET NULL,
  show_id uuid REFERENCES scheduled_shows(id) ON DELETE SET NULL,
  -- What the script is attached to; its planned length follows the script's read time.
  -- No foreign key for clock elements: the clock editor replaces a template's element rows on save
  -- (keeping their ids), and a vanished target simply shows as gone.
  target_kind text CHECK (target_kind IN ('clock_element', 'rundown_item')),
  target_id uuid,
  word_count integer NOT NULL DEFAULT 0,
  read_time_s integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  updated_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((target_kind IS NULL) = (target_id IS NULL))
);
CREATE INDEX user_editorial_content_status_idx ON user_editorial_content (status, updated_at DESC);
CREATE INDEX user_editorial_content_target_idx ON user_editorial_content (target_kind, target_id);

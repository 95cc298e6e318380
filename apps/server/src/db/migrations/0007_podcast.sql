-- Podcast (issue 9): the show's feed metadata, its episodes and anonymous daily play counts.

-- The one show of the station. Created on first use with the configured show name.
CREATE TABLE podcast_show (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  author text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'Comedy',
  language text NOT NULL DEFAULT 'nb',
  explicit boolean NOT NULL DEFAULT false,
  owner_name text NOT NULL DEFAULT '',
  owner_email text NOT NULL DEFAULT '',
  website_url text,
  artwork_key text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Bumped by every change listeners can see (episode edits and deletions too): the feed's
  -- Last-Modified comes from here, so a deletion on any server process is noticed.
  content_changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE podcast_episodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  -- Storage keys in the 'podcast' bucket; a new upload gets a new key, so files are immutable.
  audio_key text,
  audio_type text CHECK (audio_type IN ('audio/mpeg', 'audio/mp4')),
  audio_size bigint CHECK (audio_size > 0),
  duration_s double precision CHECK (duration_s > 0),
  artwork_key text,
  -- NULL: draft. In the future: scheduled. Otherwise published. Listeners' queries filter by
  -- publish_at <= now(), so no job is needed to make a scheduled episode public.
  publish_at timestamptz,
  season integer CHECK (season BETWEEN 1 AND 9999),
  episode_number integer CHECK (episode_number BETWEEN 1 AND 99999),
  chapters jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(chapters) = 'array'),
  explicit boolean NOT NULL DEFAULT false,
  -- The media library item (issue 8) the audio came from. No foreign key yet: that table belongs
  -- to another feature and may not exist; a later migration can add the constraint.
  media_item_id uuid,
  created_by text REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT podcast_episodes_audio_complete CHECK (
    (audio_key IS NULL AND audio_type IS NULL AND audio_size IS NULL AND duration_s IS NULL)
    OR (audio_key IS NOT NULL AND audio_type IS NOT NULL AND audio_size IS NOT NULL AND duration_s IS NOT NULL)),
  CONSTRAINT podcast_episodes_published_has_audio CHECK (publish_at IS NULL OR audio_key IS NOT NULL)
);

-- The public list and the feed: published episodes, newest first.
CREATE INDEX podcast_episodes_publish_at_idx ON podcast_episodes (publish_at DESC) WHERE publish_at IS NOT NULL;
-- The staff list: newest first.
CREATE INDEX podcast_episodes_created_at_idx ON podcast_episodes (created_at DESC);

-- Plays per episode and day, counted without personal data: no IP, no user agent, no user id.
CREATE TABLE podcast_episode_stats (
  episode_id uuid NOT NULL REFERENCES podcast_episodes(id) ON DELETE CASCADE,
  day date NOT NULL,
  plays integer NOT NULL DEFAULT 0 CHECK (plays >= 0),
  -- Whole-file fetches of the audio (podcast apps downloading from the feed).
  downloads integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  PRIMARY KEY (episode_id, day)
);

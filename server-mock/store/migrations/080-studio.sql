-- The settings studio (issue 15, decisions 250-253): staff, their sessions, drafts per key,
-- published versions as whole snapshots, uploaded images and the studio's configuration.

-- A staff member of the institution (not a borrower). Roles include the rights of the ones before:
-- viewer reads, editor saves drafts and uploads, publisher also publishes, rolls back and configures.
CREATE TABLE staff_users (
  user_name text PRIMARY KEY CHECK (user_name = lower(user_name)),
  display_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'editor', 'publisher')),
  password_hash text NOT NULL,
  failed_attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- A signed-in staff session. Only the SHA-256 of the random session id is kept, so a copy of the
-- store does not hand out live sessions. Idle expiry from last_seen_at, absolute from created_at.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  user_name text NOT NULL REFERENCES staff_users (user_name) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);

-- A draft change of one key over the published value. scope: a catalogue setting or an institution
-- option. revision counts the saves of this key (optimistic concurrency, If-Match).
CREATE TABLE studio_draft_entries (
  scope text NOT NULL CHECK (scope IN ('setting', 'institutionOption')),
  key text NOT NULL,
  value text NOT NULL,
  revision int NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Every version the portal has served: the whole snapshot, so a rollback copies an old row.
CREATE TABLE published_versions (
  version int PRIMARY KEY,
  sample_id text NOT NULL,
  setting_overrides jsonb NOT NULL,
  institution_overrides jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  rollback_of int
);

-- Uploaded images, addressed by the SHA-256 of their bytes (served at /media/<sha256>.<ext>).
CREATE TABLE studio_images (
  sha256 text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);

-- The studio's configuration (one row) and the draft's sequence, which makes the draft etag.
CREATE TABLE studio_config (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  four_eyes bool NOT NULL DEFAULT true,
  draft_seq int NOT NULL DEFAULT 0
);
INSERT INTO studio_config (id) VALUES (1);

-- The version the portal serves now (its ApplicationOptions ETag is "v<version>").
ALTER TABLE institution_state ADD COLUMN version int NOT NULL DEFAULT 1;

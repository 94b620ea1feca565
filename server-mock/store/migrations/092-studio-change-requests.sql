-- Change requests (decision 340): named groups of key changes, reviewed before they are published.
-- Several may be open at once; each holds its own value per key, with the live value it was
-- written over (base), so publishing after another request changed the key asks for a rebase.

-- How many approvals a change request needs before it may be published (the author never counts).
ALTER TABLE studio_config ADD COLUMN approvals_needed int NOT NULL DEFAULT 1 CHECK (approvals_needed BETWEEN 1 AND 5);

CREATE TABLE studio_change_requests (
  id serial PRIMARY KEY,
  title text NOT NULL,
  author text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'in-review', 'approved', 'rejected', 'published')),
  -- Staff user names asked to review (publishers other than the author).
  reviewers jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  published_version int
);

CREATE TABLE studio_change_request_entries (
  request_id int NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('setting', 'institutionOption')),
  key text NOT NULL,
  value text NOT NULL,
  -- The live value when the key entered the request (or when it was last rebased).
  base text NOT NULL,
  revision int NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, scope, key)
);

-- One reviewer's verdict on the request as it stands; a change to an entry drops them all.
CREATE TABLE studio_change_request_reviews (
  request_id int NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,
  reviewer text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('approved', 'rejected')),
  at timestamptz NOT NULL,
  PRIMARY KEY (request_id, reviewer)
);

-- Comments on the request (key null) or on one of its keys; a reply names the comment it answers,
-- and resolving marks the thread (its first comment) resolved.
CREATE TABLE studio_change_request_comments (
  id serial PRIMARY KEY,
  request_id int NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,
  key text,
  parent_id int REFERENCES studio_change_request_comments (id) ON DELETE CASCADE,
  author text NOT NULL,
  body text NOT NULL,
  at timestamptz NOT NULL,
  resolved_by text,
  resolved_at timestamptz
);
CREATE INDEX studio_change_request_comments_request ON studio_change_request_comments (request_id, id);

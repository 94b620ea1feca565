-- Documents of an account, a customer (profile) or an application: seeded ones (bytes null, rendered on view) and uploads.
CREATE TABLE documents (
  file_id text PRIMARY KEY,
  user_name text NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'customer', 'application')),
  owner_key text NOT NULL,
  file_type_id int,
  display_name text NOT NULL,
  file_name text NOT NULL,
  display_format text NOT NULL,
  content_type text NOT NULL,
  size_bytes int NOT NULL DEFAULT 0,
  bytes bytea,
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX documents_owner ON documents (user_name, owner_kind, owner_key);

CREATE TABLE file_types (
  id int PRIMARY KEY,
  description text NOT NULL
);

-- Recurring ACH authorizations (Documents screen); payments may add rows when a recurring ACH payment is set up.
CREATE TABLE ach_drafts (
  id text PRIMARY KEY,
  user_name text NOT NULL,
  loan_account_number text NOT NULL,
  creation_date timestamptz NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX ach_drafts_user ON ach_drafts (user_name);

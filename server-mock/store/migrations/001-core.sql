-- Core tables: users, sessions, the served institution, the outbox, login history, idempotency keys.

-- A borrower who can log in. user_name is the logon name in lower case (logon names ignore case);
-- person is the ScenarioPerson; state holds per-area flags (access: locked, mfa, ...).
CREATE TABLE users (
  user_name text PRIMARY KEY CHECK (user_name = lower(user_name)),
  display_name text NOT NULL,
  password_hash text NOT NULL,
  person jsonb NOT NULL,
  customer_id text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  state jsonb NOT NULL DEFAULT '{}'
);

-- A logged-in session: a random user token with an idle expiry measured from last_seen_at.
CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_name text NOT NULL REFERENCES users (user_name) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_name ON sessions (user_name);

-- The institution served: one row (a sample plus test-control or studio overrides).
CREATE TABLE institution_state (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  sample_id text NOT NULL,
  setting_overrides jsonb NOT NULL DEFAULT '{}',
  institution_overrides jsonb NOT NULL DEFAULT '{}',
  maintenance_mode bool NOT NULL DEFAULT false
);

-- E-mails and texts the sandbox "sent" (codes and links), read by tests through GET /__mock/outbox.
-- kind is the channel (email | text); data holds code and link when the message carries them.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('email', 'text')),
  subject text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_to_address ON outbox (lower(to_address));

-- Successful logins, newest last; the previous one is reported at login (LastLoggedIn).
CREATE TABLE login_history (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  login_date timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  entry_key text NOT NULL DEFAULT ''
);
CREATE INDEX login_history_user ON login_history (user_name, login_date);

-- First answers of calls sent with an Idempotency-Key header: a retry gets the same answer.
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body_hash text NOT NULL,
  status int NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, method, path)
);

-- Who has which key open in the studio's editor now (decision 365): one row per staff session and key,
-- refreshed by the studio's heartbeat. A row older than a few seconds no longer counts (the tab was
-- closed without saying so) and is swept on the next heartbeat. Kept in the store, not in a process,
-- so every process and machine on the database sees the same colleagues. Ending the session (sign-out,
-- expiry, a disabled account) removes its rows.
CREATE TABLE studio_presence (
  session_hash text NOT NULL REFERENCES staff_sessions (id_hash) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('setting', 'institutionOption')),
  key text NOT NULL,
  user_name text NOT NULL REFERENCES staff_users (user_name) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (session_hash, scope, key)
);

CREATE INDEX studio_presence_seen ON studio_presence (seen_at);

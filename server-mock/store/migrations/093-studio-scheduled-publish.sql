-- Scheduled publishing of approved change requests (decision 341): when, by whom, and a lease per
-- job, so of several processes on one database only the holder publishes what is due.
ALTER TABLE studio_change_requests ADD COLUMN scheduled_at timestamptz;
ALTER TABLE studio_change_requests ADD COLUMN scheduled_by text;

-- A named job held by one process until `until`; another may take it only after that.
CREATE TABLE studio_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  until timestamptz NOT NULL
);

-- Four eyes beyond publishing (decision 287): a rollback, a sample choice or switching four eyes off
-- that one publisher asked for waits here, one row per kind, until another publisher asks the same.
CREATE TABLE studio_approvals (
  kind text PRIMARY KEY CHECK (kind IN ('rollback', 'sample', 'fourEyes')),
  value text NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL
);

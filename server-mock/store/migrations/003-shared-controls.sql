-- Test controls every server process must see (several processes serve one database): the frozen
-- clock and the armed faults. Kept here rather than in a process's memory (issue 8).

-- The moment the sandbox clock is frozen at; no row (or null) means the system clock runs.
CREATE TABLE sandbox_clock (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  frozen_at timestamptz
);

-- "The next N calls to METHOD PATH answer STATUS with ERROR"; path in lower case (routes ignore case).
CREATE TABLE mock_faults (
  id serial PRIMARY KEY,
  method text NOT NULL,
  path text NOT NULL CHECK (path = lower(path)),
  status int NOT NULL,
  error_code text NOT NULL,
  times_left int NOT NULL,
  scope text
);
CREATE INDEX mock_faults_path ON mock_faults (path);

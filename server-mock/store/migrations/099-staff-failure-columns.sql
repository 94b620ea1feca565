-- Staff sign-in failures are counted by the sign-in limits per account and address (decision 290),
-- so the per-account counter and lock of the first studio tables are no longer read or written.
ALTER TABLE staff_users DROP COLUMN IF EXISTS failed_attempts;
ALTER TABLE staff_users DROP COLUMN IF EXISTS locked_until;

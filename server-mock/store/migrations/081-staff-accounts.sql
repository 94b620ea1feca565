-- Staff accounts fit for production (decisions 281-283): scenario staff marked so that only the
-- sandbox lets them sign in, accounts that can be disabled, a TOTP second factor with recovery
-- codes, and the half-done sign-ins waiting for their code.

-- scenario: seeded by the sandbox with the public password; outside the sandbox they cannot sign in.
ALTER TABLE staff_users ADD COLUMN scenario bool NOT NULL DEFAULT false;
-- Folders and databases seeded before this migration hold the scenario staff unmarked.
UPDATE staff_users SET scenario = true
  WHERE user_name IN ('staff.viewer', 'staff.editor', 'staff.editor2', 'staff.publisher', 'staff.publisher2');
ALTER TABLE staff_users ADD COLUMN disabled bool NOT NULL DEFAULT false;
-- The confirmed TOTP secret (base32), the one being enrolled, and the time step of the last code
-- accepted: a code of that step or an earlier one is a replay.
ALTER TABLE staff_users ADD COLUMN totp_secret text;
ALTER TABLE staff_users ADD COLUMN totp_pending_secret text;
ALTER TABLE staff_users ADD COLUMN totp_last_step bigint;

-- Recovery codes: only their SHA-256 (they are long random strings), each usable once.
CREATE TABLE staff_recovery_codes (
  user_name text NOT NULL REFERENCES staff_users (user_name) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_name, code_hash)
);

-- A sign-in whose password was right and whose second factor is still to come (code or enrolment).
-- Like sessions, only the SHA-256 of the random id in the cookie is kept.
CREATE TABLE staff_pending_sign_ins (
  id_hash text PRIMARY KEY,
  user_name text NOT NULL REFERENCES staff_users (user_name) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- Wrong codes so far: a few end the pending sign-in (the password must be given again).
  failed_codes int NOT NULL DEFAULT 0
);

-- Access area (access-session-shell.md): per-user sign-in state, one-time tokens and codes,
-- password history, agreement consents and the people who may still register.

-- Sign-in state of a user (users.user_name is lower-case; one row per user, written by the access seed).
CREATE TABLE access_users (
  user_name text PRIMARY KEY,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked boolean NOT NULL DEFAULT false,
  restricted boolean NOT NULL DEFAULT false,
  logon_not_allowed boolean NOT NULL DEFAULT false,
  mfa_enrolled boolean NOT NULL DEFAULT false,
  -- Sandbox simplification: a user whose every device counts as trusted never gets a security code.
  always_trusted boolean NOT NULL DEFAULT true,
  email_verified boolean NOT NULL DEFAULT true,
  email_restricted boolean NOT NULL DEFAULT false,
  must_change_password boolean NOT NULL DEFAULT false,
  secret_question text,
  secret_answer_hash text,
  recovery_failures integer NOT NULL DEFAULT 0,
  opted_out_at timestamptz,
  estatements_on boolean NOT NULL DEFAULT false
);

-- Previous password hashes (CannotBePreviousPassword / ReusedPassword).
CREATE TABLE password_history (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_history_user ON password_history (user_name, created_at DESC);

-- Opaque single-purpose tokens: reset, activation, verify-email, opt-out, passable, sso, biometric,
-- trusted-device and mfa-pending. `data` carries what the kind needs (device id, person id, ...).
CREATE TABLE access_tokens (
  token text PRIMARY KEY,
  kind text NOT NULL,
  user_name text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  used_at timestamptz
);
CREATE INDEX access_tokens_user_kind ON access_tokens (user_name, kind);

-- Six-digit codes sent by e-mail: login MFA (purpose 'login') and registration e-mail checks ('register').
CREATE TABLE one_time_codes (
  id text PRIMARY KEY,
  purpose text NOT NULL,
  user_name text,
  email_address text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  validated_at timestamptz,
  superseded boolean NOT NULL DEFAULT false
);
CREATE INDEX one_time_codes_user ON one_time_codes (purpose, user_name);

-- Agreement consents (spec §3 "Agreement record").
CREATE TABLE agreement_records (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  agreement_type integer NOT NULL,
  name_of_terms text NOT NULL,
  date_of_terms date,
  date_of_agreement timestamptz NOT NULL,
  ip_address text,
  account_number text,
  when_to_agree integer NOT NULL
);
CREATE INDEX agreement_records_user ON agreement_records (user_name);

-- People the lender knows who have no online login yet (registration and activation match them).
CREATE TABLE unregistered_persons (
  id text PRIMARY KEY,
  person jsonb NOT NULL,
  account_number text NOT NULL,
  account_type text NOT NULL,
  logon_name text,
  restricted boolean NOT NULL DEFAULT false,
  registered_user text
);

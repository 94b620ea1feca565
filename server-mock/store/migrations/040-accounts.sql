-- Accounts (shared with payments: the StoredAccount lives in data), branches and per-account alert preferences.
CREATE TABLE accounts (
  account_number text PRIMARY KEY,
  user_name text NOT NULL,
  type_code int NOT NULL,
  hidden bool NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE INDEX accounts_user_name ON accounts (user_name);

CREATE TABLE branches (
  branch_number text PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE account_alerts (
  account_number text PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE account_insurance (
  id serial PRIMARY KEY,
  account_number text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX account_insurance_account ON account_insurance (account_number);

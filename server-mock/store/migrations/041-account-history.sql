-- Transactions per account; running_balance is the principal balance after the row (the newest equals the account balance).
CREATE TABLE account_history (
  id serial PRIMARY KEY,
  account_number text NOT NULL,
  tx_date date NOT NULL,
  tx_time text NOT NULL,
  description text NOT NULL,
  principal numeric(12, 2) NOT NULL,
  interest numeric(12, 2) NOT NULL,
  other numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  running_balance numeric(12, 2) NOT NULL
);
CREATE INDEX account_history_account_date ON account_history (account_number, tx_date);

-- Monthly e-statements per account.
CREATE TABLE statements (
  id text PRIMARY KEY,
  account_number text NOT NULL,
  statement_date date NOT NULL,
  provider int NOT NULL,
  type text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  closing_balance numeric(12, 2) NOT NULL
);
CREATE INDEX statements_account_date ON statements (account_number, statement_date);

-- Short-lived single-use tokens for downloads opened in a new tab (history, payoff breakdown).
CREATE TABLE download_tokens (
  token text PRIMARY KEY,
  user_name text NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

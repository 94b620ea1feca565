-- Payments area (payments.md): saved payment methods, defaults per loan, payments (immediate,
-- scheduled, recurring, wallet), per-account tokens (EncryptedData) and ACH draft agreement previews.
-- Money is kept in integer cents. Cards are kept as brand, last four, expiry and a random token
-- (profile_id) only: never the whole number, never the security code.

CREATE TABLE payment_methods (
  profile_id text PRIMARY KEY,
  user_name text NOT NULL,
  is_card bool NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  card_type text CHECK (card_type IN ('visa', 'master', 'amex', 'discover')),
  debit_credit_type text CHECK (debit_credit_type IN ('DebitCard', 'CreditCard')),
  expiration_date text CHECK (expiration_date ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  ach_account_type text CHECK (ach_account_type IN ('Checking', 'Savings')),
  routing_number text CHECK (routing_number ~ '^[0-9]{9}$'),
  holder_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CHECK ((is_card AND card_type IS NOT NULL) OR (NOT is_card AND ach_account_type IS NOT NULL AND routing_number IS NOT NULL))
);
CREATE INDEX payment_methods_user ON payment_methods (user_name);

-- The default method of a loan ('Set As Default Method').
CREATE TABLE default_payment_methods (
  account_number text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES payment_methods (profile_id) ON DELETE CASCADE
);

-- Every payment made or set up. kind: immediate (posted at once), scheduled (one-time, later date),
-- recurring (a standing schedule), wallet (handed to a provider checkout). status: active until
-- posted or cancelled; a wallet payment stays pending.
CREATE TABLE payments (
  reference_number text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  account_number text NOT NULL,
  user_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('immediate', 'scheduled', 'recurring', 'wallet')),
  status text NOT NULL CHECK (status IN ('active', 'posted', 'cancelled', 'pending')),
  is_card bool NOT NULL,
  method_last_four text NOT NULL CHECK (method_last_four ~ '^[0-9]{4}$'),
  profile_id text,
  method_label text NOT NULL DEFAULT '',
  amount_cents int NOT NULL CHECK (amount_cents >= 0),
  first_party_fee_cents int NOT NULL DEFAULT 0,
  third_party_fee_cents int NOT NULL DEFAULT 0,
  additional_principal_cents int NOT NULL DEFAULT 0,
  payment_date text NOT NULL CHECK (payment_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  recurring_option text CHECK (recurring_option IN ('Weekly', 'BiWeekly', 'SemiMonthly', 'DayOfMonth', 'DaysBeforeDue')),
  days_before_due int,
  is_payoff bool NOT NULL DEFAULT false,
  can_delete bool NOT NULL DEFAULT true,
  has_been_posted bool NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX payments_account ON payments (account_number, kind, status);
CREATE SEQUENCE payment_reference_seq START 40518001;

-- EncryptedData tokens handed out with payment info: later calls on the account must carry one.
CREATE TABLE payment_account_tokens (
  token text PRIMARY KEY,
  account_number text NOT NULL,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Prepared ACH draft agreement previews (PassableToken), rendered once opened and then required by a
-- recurring ACH submit when requireAchDraftAgreementOption is on.
CREATE TABLE ach_draft_previews (
  token text PRIMARY KEY,
  user_name text NOT NULL,
  account_number text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  opened_at timestamptz
);

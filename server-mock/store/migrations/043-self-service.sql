-- Loan applications.
CREATE TABLE applications (
  application_number text PRIMARY KEY,
  user_name text NOT NULL,
  status text NOT NULL,
  amount_requested numeric(12, 2) NOT NULL,
  amount_approved numeric(12, 2),
  last_modified timestamptz NOT NULL,
  office text NOT NULL,
  funds_expected date
);
CREATE INDEX applications_user ON applications (user_name);

-- Profile data the users table does not hold: phone list, notification preferences (with their sequence number), biometrics.
CREATE TABLE user_profiles (
  user_name text PRIMARY KEY,
  phone_numbers jsonb NOT NULL,
  alerts jsonb NOT NULL,
  sequence_number int NOT NULL DEFAULT 1
);

-- Feedback and questions (logged in or out) and manual contact-information change requests.
CREATE TABLE messages (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  user_name text,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Text-message subscriptions per phone number and brand.
CREATE TABLE text_subscriptions (
  phone_number text NOT NULL,
  branding_id text NOT NULL,
  opt_in_account bool NOT NULL,
  opt_in_marketing bool NOT NULL,
  PRIMARY KEY (phone_number, branding_id)
);

-- Secrets the sandbox generates once per store (e.g. the captcha HMAC key), so every process sharing the store agrees.
CREATE TABLE sandbox_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Captcha solutions already accepted, kept until their challenge expires so each is accepted once.
CREATE TABLE captcha_solutions (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

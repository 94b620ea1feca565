-- Counters of rate-limiter-flexible's Postgres store (decision 290): sign-in attempts per address and
-- failures per account and address, shared by every process on the database. The library's own
-- table layout; created here, so workers starting at once do not race to create it.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Issue 27: rate limits and the sign-in backoff shared by every API process on this database (ADR 090).
-- One row per key (route + client address, or an email): a fixed window counted by an atomic upsert.
CREATE TABLE rate_limit_hit (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hit_expires_at_idx ON rate_limit_hit (expires_at);

CREATE TABLE sign_in_backoff (
  email_key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX sign_in_backoff_last_failed_at_idx ON sign_in_backoff (last_failed_at);

-- Issue 43.8: "email me a link to finish later". The plan-now draft a visitor mailed to themselves, restored once
-- on another device within its expiry. Only the token's SHA-256 is kept; the row is deleted when it is used.
CREATE TABLE plan_resume_link (
  token_hash text PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  email text NOT NULL,
  draft jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX plan_resume_link_expires_at_idx ON plan_resume_link (expires_at);

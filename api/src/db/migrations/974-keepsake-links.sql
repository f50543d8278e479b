-- Issue 43.4: the keepsake mail's link opens an online view of the keepsake, and its downloads, without signing
-- in (a phone that cannot unzip, a relative without an account). The link carries a random token; only its
-- SHA-256 is kept, one per person mailed. It works while its keepsake's files do (KEEPSAKE_LINK_DAYS after it
-- was made) and on its own home only.
CREATE TABLE keepsake_link (
  token_hash text PRIMARY KEY,
  job_id integer NOT NULL REFERENCES background_job (id) ON DELETE CASCADE,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX keepsake_link_job_id_idx ON keepsake_link (job_id);

-- Issue 27 point 4: what each home has stored, so one home cannot fill the store every home shares.
-- Counted when a file is stored and when it is deleted (lib/home-quotas.ts), shared by every API process.
CREATE TABLE site_storage_usage (
  site_id text PRIMARY KEY REFERENCES site (id) ON DELETE CASCADE,
  bytes bigint NOT NULL CHECK (bytes >= 0)
);

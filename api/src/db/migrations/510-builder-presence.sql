-- Who is in the website builder's draft now (issue 26): one row per staff member and home, its seen_at
-- renewed by the studio's heartbeat. In the database rather than one API process's memory, so every
-- process (and a restarted one) sees the same people. Rows older than the stale window are ignored and
-- replaced on the next heartbeat.
CREATE TABLE builder_presence (
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  path text NOT NULL DEFAULT '/',
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, user_id)
);
CREATE INDEX builder_presence_seen_idx ON builder_presence (site_id, seen_at DESC);

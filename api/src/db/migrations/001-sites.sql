-- Tenancy: a funeral home is a site, reached on one or more hostnames.
CREATE TABLE site (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Hostnames are stored lower-case without a port; the primary key gives the lookup index.
CREATE TABLE site_host (
  host text PRIMARY KEY CHECK (host = lower(host) AND host <> ''),
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE
);
CREATE INDEX site_host_site_id_idx ON site_host (site_id);

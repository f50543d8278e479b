-- Issue 27: homes made by the platform operator can be suspended (and resumed). A row of its own rather
-- than a column on site, so the foundation's table stays as it is; no row means active.
CREATE TABLE site_status (
  site_id text PRIMARY KEY REFERENCES site (id) ON DELETE CASCADE,
  suspended_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The render context (design, company, navigation, pages, settings, header, footer, locations) as one
-- JSON document per site and version: 'approved' is live, 'draft' is what staff are editing.
CREATE TABLE site_context (
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  version text NOT NULL CHECK (version IN ('approved', 'draft')),
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, version)
);

-- Server-provided redirects, applied by the shell on every navigation.
CREATE TABLE site_redirect (
  id text PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  from_path text NOT NULL CHECK (from_path LIKE '/%'),
  to_url text NOT NULL CHECK (to_url <> ''),
  permanent boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  CONSTRAINT site_redirect_site_from_unique UNIQUE (site_id, from_path)
);

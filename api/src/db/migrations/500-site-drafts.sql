-- The staff builder (issue 12). The draft document itself stays in site_context (version 'draft');
-- site_draft holds its revision for optimistic locking, so two staff editing at once cannot silently
-- overwrite each other.
CREATE TABLE site_draft (
  site_id text PRIMARY KEY REFERENCES site (id) ON DELETE CASCADE,
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- Every publish, with the approved document it replaced, so a publish can be rolled back.
CREATE TABLE site_publication (
  id serial PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  document jsonb NOT NULL,
  previous_document jsonb NOT NULL,
  rolled_back_at timestamptz
);
CREATE INDEX site_publication_site_idx ON site_publication (site_id, id DESC);

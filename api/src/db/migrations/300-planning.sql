-- The plan-now wizard: each site's sections (questions in wizard order) and the plans families send.
CREATE TABLE planning_section (
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  url_key text NOT NULL CHECK (url_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  decedent_details boolean NOT NULL DEFAULT false,
  -- The fields as the contract's planningFieldSchema; read back through it.
  fields jsonb NOT NULL,
  PRIMARY KEY (site_id, url_key),
  UNIQUE (site_id, position)
);

CREATE TABLE planning_submission (
  id text PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  case_status text NOT NULL CHECK (case_status IN ('AT_NEED', 'PRE_PLAN')),
  -- Field id -> answer, validated against the site's sections when received.
  fields jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX planning_submission_site_received_idx ON planning_submission (site_id, received_at DESC);

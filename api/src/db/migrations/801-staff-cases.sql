-- What the staff desk keeps about a case beside family_case (issue 24): at-need or pre-need, closed or not.
-- A case without a row (the seeded ones, cases made before the desk) is an open at-need case.
CREATE TABLE case_desk (
  case_id integer PRIMARY KEY REFERENCES family_case (id) ON DELETE CASCADE,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'AT_NEED' CHECK (kind IN ('AT_NEED', 'PRE_NEED')),
  closed_at timestamptz,
  created_by text REFERENCES "user" (id) ON DELETE SET NULL
);
CREATE INDEX case_desk_site_idx ON case_desk (site_id, kind);

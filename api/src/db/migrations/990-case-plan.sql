-- Plan → case (issue 36 §4): the plan a case was made from, kept whole and readable beside the case. The
-- answers are copied (labelled as the visitor saw them), not referenced: the home may change its questions
-- later, and what the family wrote must still read as they wrote it.
CREATE TABLE case_plan (
  case_id integer PRIMARY KEY REFERENCES family_case (id) ON DELETE CASCADE,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  submission_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('AT_NEED', 'PRE_NEED')),
  sent_by text NOT NULL,
  answers jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  kept_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_plan_site_idx ON case_plan (site_id);

-- A signed contract revised by the funeral home (issue 11, docs/decisions/060-arrangements-statement-payment.md).
-- Staff open a new revision of a signed contract: the signed statement moves here unchanged, as history,
-- and the case's arrangement is open again under the next revision number until the family signs again.
ALTER TABLE case_arrangement ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision > 0);
ALTER TABLE case_arrangement ADD COLUMN revision_opened_at timestamptz;
ALTER TABLE case_arrangement ADD COLUMN revision_opened_by text;

CREATE TABLE case_statement_revision (
  case_id integer NOT NULL REFERENCES case_arrangement (case_id) ON DELETE CASCADE,
  revision integer NOT NULL CHECK (revision > 0),
  -- The statement exactly as it was signed (the snapshot of that revision); never rewritten.
  statement_snapshot jsonb NOT NULL,
  purchaser jsonb,
  signed_at timestamptz NOT NULL,
  signed_by text,
  superseded_at timestamptz NOT NULL DEFAULT now(),
  superseded_by text NOT NULL,
  PRIMARY KEY (case_id, revision)
);

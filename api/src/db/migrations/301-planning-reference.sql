-- Issue 15 point 10: every plan received gets a reference the family can read out on the phone
-- (e.g. PLN-7K3M-Q9XD), unique per site. Plans received before it have none.
ALTER TABLE planning_submission ADD COLUMN reference text;
CREATE UNIQUE INDEX planning_submission_reference_idx ON planning_submission (site_id, reference);

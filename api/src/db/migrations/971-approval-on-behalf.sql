-- Approvals made by staff for the family (issue 36 point 1, ADR 097): the record says what happened —
-- "Approved for the family by {staff name}, {by phone / in person}, {note}" — never that the family did it.
-- approved_how is NULL when the family approved themselves; approved_by stays the approver's name.
ALTER TABLE case_obituary ADD COLUMN approved_how text CHECK (approved_how IN ('PHONE', 'IN_PERSON'));
ALTER TABLE case_obituary ADD COLUMN approved_note text NOT NULL DEFAULT '';
ALTER TABLE case_approval ADD COLUMN approved_how text CHECK (approved_how IN ('PHONE', 'IN_PERSON'));
ALTER TABLE case_approval ADD COLUMN approved_note text NOT NULL DEFAULT '';
-- The memorial wall's settings are an approval like the others: who settled them, and how.
ALTER TABLE case_approval DROP CONSTRAINT case_approval_subject_check;
ALTER TABLE case_approval ADD CONSTRAINT case_approval_subject_check CHECK (subject IN ('STATIONERY', 'VIDEO', 'WALL_SETTINGS'));

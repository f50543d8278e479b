-- The primary contact's phone on a case (issue 24): staff take it when they open the case, often from a
-- plan-now submission or a contact message that gave one. '' when none.
ALTER TABLE case_desk ADD COLUMN contact_phone text NOT NULL DEFAULT '' CHECK (char_length(contact_phone) <= 30);

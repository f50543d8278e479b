-- Issue 36.5: a case can be opened for a family reached by phone only. Its primary contact has no
-- invitation until they give an email, so their name and relationship are kept with the case ('' when the
-- contact was invited by email: the invitation holds them then).
ALTER TABLE case_desk ADD COLUMN contact_name text NOT NULL DEFAULT '' CHECK (char_length(contact_name) <= 120);
ALTER TABLE case_desk ADD COLUMN contact_relationship text NOT NULL DEFAULT '' CHECK (char_length(contact_relationship) <= 60);

-- Issue 43 point 7: a reply with an email is confirmed by mail with a link to change or cancel it. The
-- link carries a random token; only its SHA-256 is kept, and a new reply from the same person makes a new one.
ALTER TABLE event_rsvp ADD COLUMN manage_token_hash text CHECK (manage_token_hash IS NULL OR manage_token_hash ~ '^[0-9a-f]{64}$');
CREATE UNIQUE INDEX event_rsvp_manage_token ON event_rsvp (manage_token_hash) WHERE manage_token_hash IS NOT NULL;

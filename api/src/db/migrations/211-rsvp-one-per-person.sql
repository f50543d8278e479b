-- Issue 22 §6: one reply per person per event. A reply may carry the visitor's email, and carries the
-- device it came from (the SHA-256 of a random id the API keeps in a cookie); a second reply from the same
-- email or the same device replaces the first instead of adding to the head count.
ALTER TABLE event_rsvp ADD COLUMN email text CHECK (email IS NULL OR (email = lower(email) AND email <> ''));
ALTER TABLE event_rsvp ADD COLUMN device_hash text CHECK (device_hash IS NULL OR device_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE event_rsvp ADD COLUMN updated_at timestamptz;
CREATE UNIQUE INDEX event_rsvp_email_once ON event_rsvp (event_id, email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX event_rsvp_device_once ON event_rsvp (event_id, device_hash) WHERE device_hash IS NOT NULL;

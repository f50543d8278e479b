-- Issue 24 §6: the family's primary contact can withdraw an invitation. A withdrawn invitation stays on the
-- members list (so the family sees it was revoked) but its link no longer works; inviting the same address
-- again reopens it with a new link.
ALTER TABLE case_invitation ADD COLUMN revoked_at timestamptz;

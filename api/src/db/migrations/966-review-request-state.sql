-- A family's change request (a review comment on the stationery or the video) is OPEN until it is settled:
-- SETTLED when the home has dealt with it, OVERRIDDEN when the primary contact approved over it after being
-- asked to confirm (issue 43 point 5, docs/decisions/096-money-events.md). Who and when, for the case history.
ALTER TABLE case_review_comment
  ADD COLUMN state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'SETTLED', 'OVERRIDDEN')),
  ADD COLUMN settled_at timestamptz,
  ADD COLUMN settled_by text REFERENCES "user" (id) ON DELETE SET NULL;

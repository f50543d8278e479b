-- The case history (issue 36 point 1, ADR 097): every change to a case is one row, written in the same
-- transaction as the change (case-core/case-history.ts, recordCaseEvent). Who did it is kept as it was then
-- (the name, and whether they acted as staff, as a family member or as the system), so a renamed or removed
-- account never rewrites the past. The history outlives the case being closed: the case row is never
-- deleted while it has history (no cascade), and the table is append-only for everyone: a trigger refuses
-- UPDATE, DELETE and TRUNCATE, whatever the application or a hurried script tries.
CREATE TABLE case_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id),
  case_id integer NOT NULL REFERENCES family_case (id),
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id text,
  actor_name text NOT NULL,
  acting_as text NOT NULL CHECK (acting_as IN ('STAFF', 'FAMILY', 'SYSTEM')),
  kind text NOT NULL,
  summary text NOT NULL,
  before_value text,
  after_value text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
-- The staff page reads a case's rows newest first, a page at a time.
CREATE INDEX case_event_case_idx ON case_event (case_id, id DESC);

CREATE FUNCTION case_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case_event is append-only: a case''s history is never changed or removed';
END;
$$;
CREATE TRIGGER case_event_no_update_or_delete BEFORE UPDATE OR DELETE ON case_event
  FOR EACH ROW EXECUTE FUNCTION case_event_append_only();
CREATE TRIGGER case_event_no_truncate BEFORE TRUNCATE ON case_event
  FOR EACH STATEMENT EXECUTE FUNCTION case_event_append_only();

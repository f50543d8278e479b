-- The staff inbox (issue 24 §4): what staff keep about a plan-now submission or a contact message beside
-- the item itself. An item without a row is new and nobody has it.
CREATE TABLE inbox_item_state (
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('PLAN', 'CONTACT')),
  item_id text NOT NULL,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'DONE')),
  assignee_id text REFERENCES "user" (id) ON DELETE SET NULL,
  case_id integer REFERENCES family_case (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, item_id)
);
CREATE INDEX inbox_item_state_site_idx ON inbox_item_state (site_id, status);

-- Issue 37: an owner promotes or demotes a colleague in place (before: remove and invite again). Each change
-- is one row: whose role, from what to what, who changed it and when, kept as the names were then (a removed
-- account leaves its rows, so no foreign key on the people). The team page shows the newest per member.
CREATE TABLE staff_role_change (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  member_user_id text NOT NULL,
  member_name text NOT NULL,
  from_role text NOT NULL CHECK (from_role IN ('OWNER', 'MANAGER', 'STAFF')),
  to_role text NOT NULL CHECK (to_role IN ('OWNER', 'MANAGER', 'STAFF')),
  changed_by_user_id text NOT NULL,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_role_change_member_idx ON staff_role_change (site_id, member_user_id, id DESC);

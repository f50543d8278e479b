-- A contract that holds up (issue 25 point 6, docs/decisions/060-arrangements.md).
-- The package says which lines the family may leave out (and the credit for it) and which items it
-- allows an extra of; an item says whether its quantity may change (certified copies). A free-named line
-- waits for the funeral home's price; a left-out line stays on the statement with its credit.
ALTER TABLE arr_item ADD COLUMN quantity_editable boolean NOT NULL DEFAULT false;
ALTER TABLE arr_package_line ADD COLUMN may_leave_out boolean NOT NULL DEFAULT false;
ALTER TABLE arr_package_line ADD COLUMN leave_out_credit_cents integer NOT NULL DEFAULT 0 CHECK (leave_out_credit_cents >= 0);
ALTER TABLE arr_package_line ADD COLUMN allow_extra boolean NOT NULL DEFAULT false;

ALTER TABLE case_arrangement_line ADD COLUMN package_line_id integer REFERENCES arr_package_line (id) ON DELETE SET NULL;
ALTER TABLE case_arrangement_line ADD COLUMN left_out boolean NOT NULL DEFAULT false;
-- The funeral home's price for one of a free-named line (null: waiting for staff), who set it and when.
ALTER TABLE case_arrangement_line ADD COLUMN staff_price_cents integer CHECK (staff_price_cents >= 0);
ALTER TABLE case_arrangement_line ADD COLUMN priced_by text;
ALTER TABLE case_arrangement_line ADD COLUMN priced_at timestamptz;

-- Who may sign: the member the primary contact names (null: the primary contact). The signing record:
-- the account, its IP and browser at submit; the home's representative countersigns (name, licence).
ALTER TABLE case_arrangement ADD COLUMN signer_user_id text REFERENCES "user" (id) ON DELETE SET NULL;
ALTER TABLE case_arrangement ADD COLUMN signed_ip text;
ALTER TABLE case_arrangement ADD COLUMN signed_user_agent text;
ALTER TABLE case_arrangement ADD COLUMN countersignature jsonb;
ALTER TABLE case_statement_revision ADD COLUMN countersignature jsonb;

-- The General Price List, versioned (issue 25 points 1 and 2). Staff change prices in a draft; publishing
-- makes a new price list revision (arr_statement_template) with its effective date and applies the draft.
-- The prices the superseded revision had are kept (arr_revision_price), so a case made under it keeps them
-- until staff move it on; a signed statement is its own snapshot and never changes.
CREATE TABLE arr_price_draft (
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ITEM', 'VARIANT', 'PACKAGE')),
  target_id integer NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, kind, target_id)
);

CREATE TABLE arr_revision_price (
  revision_id integer NOT NULL REFERENCES arr_statement_template (revision_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ITEM', 'VARIANT', 'PACKAGE')),
  target_id integer NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  PRIMARY KEY (revision_id, kind, target_id)
);

ALTER TABLE arr_statement_template ADD COLUMN published_at timestamptz;
ALTER TABLE arr_statement_template ADD COLUMN published_by text;
-- An item no longer offered leaves the family's lists; lines that already have it keep it.
ALTER TABLE arr_item ADD COLUMN active boolean NOT NULL DEFAULT true;
-- A retired package is no longer offered; a case that chose it keeps it.
ALTER TABLE arr_package ADD COLUMN retired_at timestamptz;

-- Issue 39.5: an item the law or a crematory (or cemetery) requires says which, beside the item on the General Price
-- List, the family's arrangement and the statement (the FTC Funeral Rule: "If we are required by law or by a cemetery
-- or crematory to use any items, we will explain the reasons in writing"). NULL: nothing requires it.
ALTER TABLE arr_item ADD COLUMN IF NOT EXISTS required_reason text;

-- The demo home's crematory fee, seeded before the column existed (a fresh seed sets it itself).
UPDATE arr_item
SET required_reason = 'Required by Alder Falls Crematory for every cremation it performs.'
WHERE site_id = 'site-willowbrook' AND name = 'Crematory fee' AND required_reason IS NULL;

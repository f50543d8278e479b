-- Issue 36.5: a case can be opened for a family reached by phone only. Its primary contact has no
-- invitation until they give an email, so their name and relationship are kept with the case ('' when the
-- contact was invited by email: the invitation holds them then).
ALTER TABLE case_desk ADD COLUMN contact_name text NOT NULL DEFAULT '' CHECK (char_length(contact_name) <= 120);
ALTER TABLE case_desk ADD COLUMN contact_relationship text NOT NULL DEFAULT '' CHECK (char_length(contact_relationship) <= 60);

-- Issue 36.5: the deceased's name in parts beside the composed full name every page shows (which the API
-- always writes from them: shared contract name-parts.ts). The cases that exist get theirs from full_name the
-- way splitFullName reads one: commas are spaces; a last word Jr./Sr./II/III/IV/V after two others is the
-- suffix; then the first word is the first name, the last the last name, the words between the middle name.
-- Each part may be as long as a full name (120): a name read from one line may be a single long word.
ALTER TABLE family_case ADD COLUMN first_name text NOT NULL DEFAULT '' CHECK (char_length(first_name) <= 120);
ALTER TABLE family_case ADD COLUMN middle_name text NOT NULL DEFAULT '' CHECK (char_length(middle_name) <= 120);
ALTER TABLE family_case ADD COLUMN last_name text NOT NULL DEFAULT '' CHECK (char_length(last_name) <= 120);
ALTER TABLE family_case ADD COLUMN suffix text NOT NULL DEFAULT '' CHECK (char_length(suffix) <= 20);
WITH words AS (
  SELECT id, regexp_split_to_array(btrim(regexp_replace(replace(full_name, ',', ' '), '\s+', ' ', 'g')), ' ') AS w
  FROM family_case
), suffixed AS (
  SELECT id, w,
    CASE WHEN cardinality(w) > 2 AND w[cardinality(w)] ~* '^(jr\.?|sr\.?|ii|iii|iv|v)$' THEN w[cardinality(w)] ELSE '' END AS suffix
  FROM words
), core AS (
  SELECT id, suffix, CASE WHEN suffix <> '' THEN w[1:cardinality(w) - 1] ELSE w END AS c FROM suffixed
)
UPDATE family_case f SET
  first_name = left(coalesce(core.c[1], ''), 120),
  middle_name = left(CASE WHEN cardinality(core.c) > 2 THEN array_to_string(core.c[2:cardinality(core.c) - 1], ' ') ELSE '' END, 120),
  last_name = left(CASE WHEN cardinality(core.c) > 1 THEN core.c[cardinality(core.c)] ELSE '' END, 120),
  suffix = core.suffix
FROM core
WHERE core.id = f.id;

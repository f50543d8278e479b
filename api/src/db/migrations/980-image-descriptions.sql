-- Issue 42: an empty alt no longer means "decorative"; a picture is decorative only when marked so
-- ({"decorative": true}). The seed's empty alts were the hero backdrops, which stay decorative; every other
-- picture with an empty alt becomes "needs a description" (it keeps its empty alt, without the mark), so the
-- studio asks for one and publishing refuses it until staff describe it or mark it decorative themselves.
-- Every stored copy of a site document moves: the draft, the live one and the publish history (a rollback
-- must not bring the old meaning back).
CREATE FUNCTION keepsake_980_mark_hero_backdrops(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(doc -> 'pages') <> 'object' THEN doc
    ELSE jsonb_set(doc, '{pages}', (
      SELECT coalesce(jsonb_object_agg(page.key, CASE
        WHEN jsonb_typeof(page.value -> 'modules') <> 'array' THEN page.value
        ELSE jsonb_set(page.value, '{modules}', (
          SELECT coalesce(jsonb_agg(CASE
            WHEN module.value ->> 'type' = 'hero'
              AND jsonb_typeof(module.value -> 'image') = 'object'
              AND btrim(coalesce(module.value -> 'image' ->> 'alt', '')) = ''
              AND NOT (module.value -> 'image' ? 'decorative')
            THEN jsonb_set(module.value, '{image,decorative}', 'true'::jsonb)
            ELSE module.value
          END ORDER BY module.position), '[]'::jsonb)
          FROM jsonb_array_elements(page.value -> 'modules') WITH ORDINALITY AS module(value, position)
        ))
      END), '{}'::jsonb)
      FROM jsonb_each(doc -> 'pages') AS page
    ))
  END
$$;

UPDATE site_context SET document = keepsake_980_mark_hero_backdrops(document);
UPDATE site_publication
SET document = keepsake_980_mark_hero_backdrops(document),
    previous_document = keepsake_980_mark_hero_backdrops(previous_document);

DROP FUNCTION keepsake_980_mark_hero_backdrops(jsonb);

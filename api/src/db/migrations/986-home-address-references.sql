-- Issue 40.2, after 994: the home's addresses are facts too (ADR 105). Every stored copy of a location's
-- address, written on one line as the site writes it ("1200 Willow Creek Road, Alder Falls, VT 05901":
-- line 1, line 2, city, then region and postal code, joined by ", "; shared/src/contract/home-facts.ts),
-- becomes its token: the first location's address {{address}}, another location's {{address:<id>}}. In a
-- document's page descriptions, modules, header and footer, like 994; page titles keep their words. Every
-- stored copy of a document moves: the draft, the live one and the publish history (a rollback must not
-- bring the copies back).
CREATE FUNCTION keepsake_986_json_text(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  -- A string as it is written inside JSON text, without its quotes.
  SELECT substr(to_jsonb(value)::text, 2, length(to_jsonb(value)::text) - 2)
$$;

CREATE FUNCTION keepsake_986_one_line(address jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  -- As home-facts.ts oneLine(): the parts that are there, joined by ", ".
  SELECT concat_ws(', ',
    nullif(address ->> 'line1', ''),
    nullif(address ->> 'line2', ''),
    nullif(address ->> 'city', ''),
    coalesce(address ->> 'region', '') || ' ' || coalesce(address ->> 'postalCode', ''))
$$;

CREATE FUNCTION keepsake_986_refer(part jsonb, doc jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  body text := part::text;
  location jsonb;
  place integer := 0;
  first_address text;
  address text;
BEGIN
  IF part IS NULL OR jsonb_typeof(doc -> 'locations') <> 'array' THEN
    RETURN part;
  END IF;
  FOR location IN SELECT value FROM jsonb_array_elements(doc -> 'locations') LOOP
    place := place + 1;
    IF jsonb_typeof(location -> 'address') <> 'object' THEN
      CONTINUE;
    END IF;
    address := keepsake_986_one_line(location -> 'address');
    -- A short "address" (a city alone) is too likely to be other words: only a street address moves.
    IF length(address) < 10 THEN
      CONTINUE;
    END IF;
    IF place = 1 THEN
      first_address := address;
      body := replace(body, keepsake_986_json_text(address), '{{address}}');
    ELSIF address <> coalesce(first_address, '') AND location ->> 'id' ~ '^[A-Za-z0-9_-]+$' THEN
      body := replace(body, keepsake_986_json_text(address), '{{address:' || (location ->> 'id') || '}}');
    END IF;
  END LOOP;
  RETURN body::jsonb;
END
$$;

CREATE FUNCTION keepsake_986_refer_document(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN doc IS NULL OR jsonb_typeof(doc -> 'pages') <> 'object' OR jsonb_typeof(doc -> 'locations') <> 'array' THEN doc
    ELSE doc
      || jsonb_build_object('pages', (
        SELECT coalesce(jsonb_object_agg(page.key, CASE
          WHEN jsonb_typeof(page.value) <> 'object' THEN page.value
          ELSE page.value
            || CASE WHEN page.value ? 'description' THEN jsonb_build_object('description', keepsake_986_refer(page.value -> 'description', doc)) ELSE '{}'::jsonb END
            || CASE WHEN page.value ? 'modules' THEN jsonb_build_object('modules', keepsake_986_refer(page.value -> 'modules', doc)) ELSE '{}'::jsonb END
        END), '{}'::jsonb)
        FROM jsonb_each(doc -> 'pages') AS page
      ))
      || CASE WHEN doc ? 'footer' THEN jsonb_build_object('footer', keepsake_986_refer(doc -> 'footer', doc)) ELSE '{}'::jsonb END
      || CASE WHEN doc ? 'header' THEN jsonb_build_object('header', keepsake_986_refer(doc -> 'header', doc)) ELSE '{}'::jsonb END
  END
$$;

UPDATE site_context SET document = keepsake_986_refer_document(document);
UPDATE site_publication
SET document = keepsake_986_refer_document(document),
    previous_document = keepsake_986_refer_document(previous_document);

DROP FUNCTION keepsake_986_refer_document(jsonb);
DROP FUNCTION keepsake_986_refer(jsonb, jsonb);
DROP FUNCTION keepsake_986_one_line(jsonb);
DROP FUNCTION keepsake_986_json_text(text);

-- Issue 40.2: the home's facts have one source, its settings. Site content refers to them with tokens
-- ({{name}}, {{phone}}, {{email}}, {{phone:<location id>}}) that the site resolves as it renders
-- (shared/src/contract/home-facts.ts, ADR 105). Here every stored copy of a fact in a document's page
-- descriptions, modules, header and footer becomes its token, where the copy matches the fact exactly:
-- the company phone as written ("(555) 201-4400") or as a phone link ("tel:+15552014400"), the email (links
-- included), the home's name, and each location's phone that differs from the company's. Page titles keep
-- their words (a title is the page's own name). Every stored copy of a document moves: the draft, the live one
-- and the publish history (a rollback must not bring the copies back).
CREATE FUNCTION keepsake_994_json_text(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  -- A string as it is written inside JSON text, without its quotes.
  SELECT substr(to_jsonb(value)::text, 2, length(to_jsonb(value)::text) - 2)
$$;

CREATE FUNCTION keepsake_994_refer(part jsonb, doc jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  body text := part::text;
  phone text := doc -> 'company' ->> 'phoneNumber';
  email text := doc -> 'company' ->> 'email';
  home_name text := doc -> 'company' ->> 'name';
  digits text;
  location jsonb;
BEGIN
  IF part IS NULL THEN
    RETURN NULL;
  END IF;
  IF coalesce(phone, '') <> '' THEN
    digits := regexp_replace(phone, '[^0-9]', '', 'g');
    -- A phone link to the company phone, with or without its country code.
    IF length(digits) >= 7 THEN
      body := regexp_replace(body, 'tel:[+]?1?' || digits || '"', 'tel:{{phone}}"', 'g');
    END IF;
    IF length(phone) >= 7 THEN
      body := replace(body, keepsake_994_json_text(phone), '{{phone}}');
    END IF;
  END IF;
  IF coalesce(email, '') <> '' THEN
    body := replace(body, keepsake_994_json_text(email), '{{email}}');
  END IF;
  IF length(coalesce(home_name, '')) >= 4 THEN
    body := replace(body, keepsake_994_json_text(home_name), '{{name}}');
  END IF;
  IF jsonb_typeof(doc -> 'locations') = 'array' THEN
    FOR location IN SELECT value FROM jsonb_array_elements(doc -> 'locations') LOOP
      IF length(coalesce(location ->> 'phoneNumber', '')) >= 7 AND location ->> 'phoneNumber' <> coalesce(phone, '') AND location ->> 'id' ~ '^[A-Za-z0-9_-]+$' THEN
        body := replace(body, keepsake_994_json_text(location ->> 'phoneNumber'), '{{phone:' || (location ->> 'id') || '}}');
      END IF;
    END LOOP;
  END IF;
  RETURN body::jsonb;
END
$$;

CREATE FUNCTION keepsake_994_refer_document(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN doc IS NULL OR jsonb_typeof(doc -> 'pages') <> 'object' OR jsonb_typeof(doc -> 'company') <> 'object' THEN doc
    ELSE doc
      || jsonb_build_object('pages', (
        SELECT coalesce(jsonb_object_agg(page.key, CASE
          WHEN jsonb_typeof(page.value) <> 'object' THEN page.value
          ELSE page.value
            || CASE WHEN page.value ? 'description' THEN jsonb_build_object('description', keepsake_994_refer(page.value -> 'description', doc)) ELSE '{}'::jsonb END
            || CASE WHEN page.value ? 'modules' THEN jsonb_build_object('modules', keepsake_994_refer(page.value -> 'modules', doc)) ELSE '{}'::jsonb END
        END), '{}'::jsonb)
        FROM jsonb_each(doc -> 'pages') AS page
      ))
      || CASE WHEN doc ? 'footer' THEN jsonb_build_object('footer', keepsake_994_refer(doc -> 'footer', doc)) ELSE '{}'::jsonb END
      || CASE WHEN doc ? 'header' THEN jsonb_build_object('header', keepsake_994_refer(doc -> 'header', doc)) ELSE '{}'::jsonb END
  END
$$;

UPDATE site_context SET document = keepsake_994_refer_document(document);
UPDATE site_publication
SET document = keepsake_994_refer_document(document),
    previous_document = keepsake_994_refer_document(previous_document);

DROP FUNCTION keepsake_994_refer_document(jsonb);
DROP FUNCTION keepsake_994_refer(jsonb, jsonb);
DROP FUNCTION keepsake_994_json_text(text);

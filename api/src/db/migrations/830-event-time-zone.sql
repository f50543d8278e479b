-- Issue 24 §3: staff enter a service's date and time as the funeral home's local time. The instant stays in
-- starts_at; the zone it was entered in is kept beside it, so the desk shows back exactly what was typed
-- (10:00 stays 10:00 across a daylight-saving change) even if the home later changes its settings.
ALTER TABLE obituary_event ADD COLUMN time_zone text CHECK (time_zone IS NULL OR time_zone <> '');

-- The pictures staff upload for the website (issue 26): every stored size's key, so a picture's files can
-- be found (and removed with the home). The draft holds the picture's address and its alternative text.
CREATE TABLE site_image (
  id serial PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  storage_keys jsonb NOT NULL DEFAULT '[]',
  url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  file_name text NOT NULL,
  byte_size integer NOT NULL,
  uploaded_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_image_site_idx ON site_image (site_id, id DESC);

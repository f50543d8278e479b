-- Messages visitors send through the contact form, kept for the funeral home's staff to answer.
CREATE TABLE contact_inquiry (
  id text PRIMARY KEY,
  site_id text NOT NULL REFERENCES site (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> '' AND length(name) <= 100),
  email text NOT NULL CHECK (email <> '' AND length(email) <= 254),
  phone text CHECK (length(phone) <= 30),
  message text NOT NULL CHECK (message <> '' AND length(message) <= 2000),
  received_at timestamptz NOT NULL DEFAULT now(),
  -- Staff mark an inquiry handled; new ones are the inbox.
  handled boolean NOT NULL DEFAULT false
);
CREATE INDEX contact_inquiry_site_received_idx ON contact_inquiry (site_id, received_at DESC);

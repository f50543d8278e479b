-- Notifications by mail (issue 24 §5). Every notice is on until a staff member turns it off: a row here.
CREATE TABLE staff_notice_off (
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  notice text NOT NULL CHECK (notice IN ('NEW_INQUIRY', 'MEMORY_REVIEW', 'CHANGES_REQUESTED', 'CONTRACT_SIGNED', 'PAYMENT_RECEIVED')),
  PRIMARY KEY (user_id, notice)
);

-- The home's staff address: where new inquiries go. Without a row they go to the home's owners.
CREATE TABLE home_staff_address (
  site_id text PRIMARY KEY REFERENCES site (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email <> '' AND length(email) <= 254)
);

-- Issue 40.3: every publish keeps the summary of what it changed (the same lines the studio's publish dialog
-- showed), for the studio's History. Publishes made before this column are summarised from their two
-- documents when History is read (NULL here).
ALTER TABLE site_publication ADD COLUMN changes jsonb;

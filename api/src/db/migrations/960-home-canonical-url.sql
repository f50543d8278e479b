-- Issue 37 point 6: the home's canonical URL (scheme, host and port its visitors use). Every absolute link
-- the API makes (mail, keepsake pages, the render context's share links) is built from it, never from a
-- request's Origin or Host. A home without one links to https on its first host (lib/home-url.ts).
ALTER TABLE site ADD COLUMN canonical_url text;
-- The demo's homes, for a database seeded before this column: the addresses `npm start` serves them on.
UPDATE site SET canonical_url = 'http://localhost:3000' WHERE id = 'site-willowbrook';
UPDATE site SET canonical_url = 'http://second.keepsake.test:3000' WHERE id = 'site-harborview';

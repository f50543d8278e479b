-- Responsive images (issue 14): every size a public picture is stored in, smallest first, as
-- [{ "url": …, "width": … }], so pages offer them in srcset and a phone loads the small one. Empty for a
-- picture stored in one size only (the seed's drawings, a portrait set by URL).
ALTER TABLE obituary ADD COLUMN portrait_sizes jsonb NOT NULL DEFAULT '[]';
ALTER TABLE obituary_photo ADD COLUMN sizes jsonb NOT NULL DEFAULT '[]';

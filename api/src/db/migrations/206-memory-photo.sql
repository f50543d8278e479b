-- Issue 15 §5: a visitor may add one photo to a memory when the family's wall settings allow it. The
-- photo goes through the family photos' pipeline (type from the bytes, resized) and the storage interface;
-- the row keeps only the stored copy's address and size. It is moderated with its memory (memory.status).
ALTER TABLE memory ADD COLUMN photo_url text;
ALTER TABLE memory ADD COLUMN photo_width integer CHECK (photo_width IS NULL OR photo_width > 0);
ALTER TABLE memory ADD COLUMN photo_height integer CHECK (photo_height IS NULL OR photo_height > 0);
-- The family's choice (wall settings); photos are allowed unless they turn them off.
ALTER TABLE obituary ADD COLUMN wall_photos boolean NOT NULL DEFAULT true;

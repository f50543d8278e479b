-- Issue 42 for the family's uploads: a photo the public pages show says what it shows. A family photo gets a
-- description (its alt text) beside its caption; one with neither is kept in the case but no longer shown on
-- the public obituary (syncPublicMedia leaves it out, and the portal asks for a caption or description).
-- Until now such a photo went live as "A photo of {name}", which describes nothing: those rows are removed
-- from the public gallery here; the photos themselves stay in the case, flagged "needs a description".
ALTER TABLE case_media ADD COLUMN description text NOT NULL DEFAULT '';

DELETE FROM obituary_photo p
 USING case_media m
 WHERE p.media_id = m.id
   AND m.kind = 'PHOTO'
   AND btrim(m.caption) = '';

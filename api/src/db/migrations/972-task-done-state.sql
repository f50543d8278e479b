-- Issue 43.6: a task marked complete matches its state. A theme task read "Complete" with no theme chosen
-- (the demo seed did it, and the status route let anyone tick it). From now on the API completes these only
-- when the case holds the thing (features/tasks/done-when.ts); the ones already ticked without it are
-- reopened here, as not started.
UPDATE case_task t
   SET status = 'NOT_STARTED', updated_at = now()
 WHERE t.kind = 'select-theme'
   AND t.status = 'COMPLETE'
   AND NOT EXISTS (
     SELECT 1 FROM case_obituary co JOIN obituary o ON o.id = co.obituary_id
      WHERE co.case_id = t.case_id AND o.theme IS NOT NULL
   );

UPDATE case_task t
   SET status = 'NOT_STARTED', updated_at = now()
 WHERE t.kind = 'upload-obituary-photo'
   AND t.status = 'COMPLETE'
   AND NOT EXISTS (SELECT 1 FROM family_case c WHERE c.id = t.case_id AND c.portrait_url IS NOT NULL)
   AND NOT EXISTS (SELECT 1 FROM case_media m WHERE m.case_id = t.case_id AND m.kind = 'PORTRAIT');

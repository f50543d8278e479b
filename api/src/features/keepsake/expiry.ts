import { KEEPSAKE_LINK_DAYS } from '@keepsake/shared/contract';
import type { Database } from '../../db/client';
import { KEEPSAKE_JOB, type KeepsakeResult } from './job';
import type { KeepsakeStorage } from './ports';

/**
 * Issue 37 point 2: a keepsake's files are deleted once its link has expired (KEEPSAKE_LINK_DAYS after it
 * was made), so they give their room in the home's storage quota back. start.ts runs this every hour in
 * every API process; each job is claimed first (result.sweptAt set by one UPDATE), so two processes never
 * delete, and give back, the same files twice. Returns how many keepsakes were swept.
 */
export async function sweepExpiredKeepsakes(database: Database, storage: Pick<KeepsakeStorage, 'delete'>, limit = 100): Promise<number> {
  const claimed = await database.query<{ id: number; result: KeepsakeResult }>(
    `UPDATE background_job SET result = result || jsonb_build_object('sweptAt', now())
      WHERE id IN (
        SELECT id FROM background_job
         WHERE kind = $1 AND status = 'DONE' AND result IS NOT NULL AND NOT (result ? 'sweptAt')
           AND finished_at < now() - make_interval(days => $2)
         ORDER BY id LIMIT $3)
        AND NOT (result ? 'sweptAt')
      RETURNING id, result`,
    [KEEPSAKE_JOB, KEEPSAKE_LINK_DAYS, limit],
  );
  for (const job of claimed) {
    for (const file of job.result.files ?? []) await storage.delete(file.key);
    await database.query(`UPDATE background_job SET result = result || '{"files": []}'::jsonb WHERE id = $1`, [job.id]);
  }
  return claimed.length;
}

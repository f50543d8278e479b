import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { planningSectionsSchema, type PlanningSection } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { planningSections, planningSubmissions } from './tables';

export async function loadPlanningSections(db: Db, siteId: string): Promise<PlanningSection[]> {
  const rows = await db.select().from(planningSections).where(eq(planningSections.siteId, siteId)).orderBy(asc(planningSections.position));
  return checked(
    planningSectionsSchema,
    rows.map(({ urlKey, name, decedentDetails, fields }) => ({ urlKey, name, decedentDetails, fields })),
    'The planning sections',
  );
}

export async function insertSubmission(db: Db, values: Omit<typeof planningSubmissions.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(planningSubmissions)
    .values({ id: randomUUID(), ...values })
    .returning({ id: planningSubmissions.id, receivedAt: planningSubmissions.receivedAt });
  if (!row) throw new Error('the plan was not stored');
  return row;
}

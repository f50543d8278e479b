import { asc, eq } from 'drizzle-orm';
import { planningSectionsSchema, type PlanningSection } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { planningSections } from './planning-tables';

// The home's plan-now questions: the wizard asks them, the staff inbox labels the answers with them.
export async function loadPlanningSections(db: Db, siteId: string): Promise<PlanningSection[]> {
  const rows = await db.select().from(planningSections).where(eq(planningSections.siteId, siteId)).orderBy(asc(planningSections.position));
  return checked(
    planningSectionsSchema,
    rows.map(({ urlKey, name, decedentDetails, fields }) => ({ urlKey, name, decedentDetails, fields })),
    'The planning sections',
  );
}

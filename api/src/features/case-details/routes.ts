import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseDetailsBodySchema, caseDetailsSchema, type CaseDetails } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { scopeToCase } from '../case-core/case-scope';
import { familyCases } from '../case-core/tables';
import { caseDetails } from './tables';

async function readDetails(db: Db, caseId: number): Promise<CaseDetails> {
  const rows = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId));
  const latest = rows.reduce<Date | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null);
  return { groups: Object.fromEntries(rows.map((row) => [row.groupName, row.data])), updatedAt: latest?.toISOString() ?? null };
}

/** The case's details, one field group at a time (SPEC §7), under /api/family/cases/:caseId. */
export async function caseDetailRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // SPEC §7 GET case-details.
  app.get('/case-details', { schema: { response: { 200: caseDetailsSchema } } }, async (request) => {
    const details = await readDetails(db, request.caseContext.caseRow.id);
    // The name is the case's own until the family has saved the name group.
    const { caseRow } = request.caseContext;
    details.groups.name ??= { fullName: caseRow.fullName, preferredName: '' };
    // So are the dates the funeral home recorded (issue 24 §6: the header showed them, the form did not).
    details.groups.birth ??= { birthDate: caseRow.birthDate ?? '', birthPlace: '' };
    details.groups.death ??= { deathDate: caseRow.deathDate ?? '', deathPlace: '' };
    return details;
  });

  // SPEC §7 POST case-details: one field group at a time, so a failed group never costs another.
  app.post('/case-details', { schema: { body: named(caseDetailsBodySchema, 'details'), response: { 200: caseDetailsSchema } } }, async (request) => {
    const { body, caseContext: context } = request;
    const caseId = context.caseRow.id;
    const data = body.values as Record<string, string>;
    await db.transaction(async (tx) => {
      await tx
        .insert(caseDetails)
        .values({ caseId, groupName: body.group, data, updatedBy: context.user.id })
        .onConflictDoUpdate({
          target: [caseDetails.caseId, caseDetails.groupName],
          set: { data, updatedAt: sql`now()`, updatedBy: context.user.id },
        });
      // The dates and name the hub shows follow what the family wrote.
      if (body.group === 'name') await tx.update(familyCases).set({ fullName: body.values.fullName }).where(eq(familyCases.id, caseId));
      if (body.group === 'birth')
        await tx
          .update(familyCases)
          .set({ birthDate: body.values.birthDate || null })
          .where(eq(familyCases.id, caseId));
      if (body.group === 'death')
        await tx
          .update(familyCases)
          .set({ deathDate: body.values.deathDate || null })
          .where(eq(familyCases.id, caseId));
    });
    return readDetails(db, caseId);
  });
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseDetailsBodySchema, caseDetailsSchema, caseIdSchema, type CaseDetails } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { requireCase } from '../case-core/case-context';
import { familyCases } from '../case-core/tables';
import { caseDetails } from './tables';

const caseParams = z.object({ caseId: caseIdSchema }).strict();

async function readDetails(db: Db, caseId: number): Promise<CaseDetails> {
  const rows = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId));
  const latest = rows.reduce<Date | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null);
  return { groups: Object.fromEntries(rows.map((row) => [row.groupName, row.data])), updatedAt: latest?.toISOString() ?? null };
}

export async function caseDetailRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  // SPEC §7 GET case-details.
  app.get('/api/family/cases/:caseId/case-details', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const details = await readDetails(db, caseId);
    // The name is the case's own until the family has saved the name group.
    details.groups.name ??= { fullName: context.caseRow.fullName, preferredName: '' };
    return checked(caseDetailsSchema, details, 'case details');
  });

  // SPEC §7 POST case-details: one field group at a time, so a failed group never costs another.
  app.post('/api/family/cases/:caseId/case-details', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const body = validate(caseDetailsBodySchema, request.body, 'details');
    const context = await requireCase(db, authService, request, caseId);
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
    const details = await readDetails(db, caseId);
    return checked(caseDetailsSchema, details, 'case details');
  });
}

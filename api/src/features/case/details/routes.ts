import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseDetailsBodySchema, caseDetailsPageBodySchema, caseDetailsSchema, type CaseDetailGroup, type CaseDetails } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import type { FamilyCaseRow } from '../../case-core/case-context';
import { recordCaseEvent } from '../../case-core/case-history';
import { scopeToCase } from '../../case-core/case-scope';
import { caseNameColumns } from '../../case-core/case-name';
import { familyCases } from '../../case-core/tables';
import { caseDetails } from './tables';

// Every answer (read or save) shows what the case already has: the name and dates are the case's own until
// the family saves those groups (issue 24 §6: the header showed the birth date, the form did not).
async function readDetails(db: Db, caseRow: FamilyCaseRow): Promise<CaseDetails> {
  const rows = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseRow.id));
  const latest = rows.reduce<Date | null>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), null);
  const details: CaseDetails = { groups: Object.fromEntries(rows.map((row) => [row.groupName, row.data])), updatedAt: latest?.toISOString() ?? null };
  details.groups.name ??= { fullName: caseRow.fullName, preferredName: '' };
  details.groups.birth ??= { birthDate: caseRow.birthDate ?? '', birthPlace: '' };
  details.groups.death ??= { deathDate: caseRow.deathDate ?? '', deathPlace: '' };
  return details;
}

/** The case's details, one field group at a time (SPEC §7), under /api/family/cases/:caseId. */
export async function caseDetailRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // SPEC §7 GET case-details.
  app.get('/case-details', { schema: { response: { 200: caseDetailsSchema } } }, async (request) => readDetails(db, request.caseContext.caseRow));

  // SPEC §7 POST case-details: one field group at a time, so a failed group never costs another.
  app.post('/case-details', { schema: { body: named(caseDetailsBodySchema, 'details'), response: { 200: caseDetailsSchema } } }, async (request) => {
    const { body, caseContext: context } = request;
    await db.transaction((tx) => saveGroup(tx, request, context.caseRow.id, context.user.id, body.group, body.values as Record<string, string>));
    return readDetails(db, context.caseRow);
  });

  // Issue 24 §6: the page's one Save. Every group the family changed, in one transaction: a refused field
  // (400, `groups.<group>.<field>`) saves nothing, so what was typed stays the page's to fix and resend.
  app.put('/case-details', { schema: { body: named(caseDetailsPageBodySchema, 'details'), response: { 200: caseDetailsSchema } } }, async (request) => {
    const { body, caseContext: context } = request;
    await db.transaction(async (tx) => {
      for (const [group, values] of Object.entries(body.groups)) {
        if (values) await saveGroup(tx, request, context.caseRow.id, context.user.id, group as CaseDetailGroup, values as Record<string, string>);
      }
    });
    return readDetails(db, context.caseRow);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// One group's values; the name and dates the hub shows follow what the family wrote.
async function saveGroup(tx: Tx, request: FastifyRequest, caseId: number, userId: string, group: CaseDetailGroup, data: Record<string, string>) {
  const [previous] = await tx
    .select({ data: caseDetails.data })
    .from(caseDetails)
    .where(and(eq(caseDetails.caseId, caseId), eq(caseDetails.groupName, group)));
  // The case history (issue 36): one row per field whose value changed, before → after.
  const was = (previous?.data ?? {}) as Record<string, string>;
  for (const field of new Set([...Object.keys(was), ...Object.keys(data)])) {
    if ((was[field] ?? '') === (data[field] ?? '')) continue;
    await recordCaseEvent(tx as unknown as Db, request, caseId, {
      kind: 'case.facts-changed',
      summary: `Changed the details: ${group}, ${field}`,
      before: was[field] || 'none',
      after: data[field] || 'none',
    });
  }
  await tx
    .insert(caseDetails)
    .values({ caseId, groupName: group, data, updatedBy: userId })
    .onConflictDoUpdate({
      target: [caseDetails.caseId, caseDetails.groupName],
      set: { data, updatedAt: sql`now()`, updatedBy: userId },
    });
  // The family's name group is one string: its parts are read from it (the case's address stays as it was).
  if (group === 'name') {
    const { nameSlug: _slug, ...name } = caseNameColumns(data.fullName ?? '');
    await tx.update(familyCases).set(name).where(eq(familyCases.id, caseId));
  }
  if (group === 'birth')
    await tx
      .update(familyCases)
      .set({ birthDate: data.birthDate || null })
      .where(eq(familyCases.id, caseId));
  if (group === 'death')
    await tx
      .update(familyCases)
      .set({ deathDate: data.deathDate || null })
      .where(eq(familyCases.id, caseId));
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, casePlanAnswerSchema, type CasePlanAnswer } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { scopeToStaff } from '../../case-core/staff-scope';
import { familyCases } from '../../case-core/tables';
import { casePlans } from './plan-tables';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');

/** The plan a case was made from, for the staff case page (issue 36 §4); `plan: null` when it was not made from one. */
export async function casePlanRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'read a case’s plan');

  app.get(
    '/api/staff/cases/:caseId/plan',
    { schema: { params: caseParams, response: { 200: casePlanAnswerSchema } } },
    async (request): Promise<CasePlanAnswer> => {
      const { siteId } = request;
      const { caseId } = request.params;
      const [found] = await db
        .select({ id: familyCases.id })
        .from(familyCases)
        .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, siteId)));
      if (!found) throw notFound('We could not find this case.');
      const [row] = await db
        .select()
        .from(casePlans)
        .where(and(eq(casePlans.caseId, caseId), eq(casePlans.siteId, siteId)));
      if (!row) return { plan: null };
      return { plan: { kind: row.kind, from: row.sentBy, receivedAt: row.receivedAt.toISOString(), answers: row.answers } };
    },
  );
}

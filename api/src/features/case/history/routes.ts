import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CASE_HISTORY_PAGE_SIZE, caseHistoryQuerySchema, caseHistorySchema, caseIdSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { homeCaseOf } from '../../case-core/case-context';
import { caseHistoryPage } from '../../case-core/case-history';
import { scopeToStaff } from '../../case-core/staff-scope';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');

/**
 * The case history as staff read it on the studio case page (issue 36 point 1, ADR 097): newest first, a
 * page at a time. Staff only: a family account is refused (403) and another home's case is a 404. There is
 * deliberately no write, edit or delete route: rows are written by recordCaseEvent inside the change itself.
 */
export async function caseHistoryRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'read a case’s history');
  app.get(
    '/api/staff/cases/:caseId/history',
    { schema: { params: caseParams, querystring: named(caseHistoryQuerySchema, 'history page'), response: { 200: caseHistorySchema } } },
    async (request) => {
      const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
      return caseHistoryPage(db, request.siteId, caseRow.id, request.query.page, CASE_HISTORY_PAGE_SIZE);
    },
  );
}

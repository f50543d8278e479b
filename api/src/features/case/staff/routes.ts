import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseIdSchema,
  deskCaseCreateSchema,
  deskCaseDetailSchema,
  deskCaseFactsSchema,
  deskCaseListSchema,
  deskCaseOverviewSchema,
  deskCaseQuerySchema,
  DUPLICATE_CASE_MESSAGE,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { badRequest, HttpError } from '../../../lib/http-error';
import type { MailPort } from '../../../lib/mail-port';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { familyCases } from '../../case-core/tables';
import { recordCaseEvent } from '../../case-core/case-history';
import { scopeToStaff } from '../../case-core/staff-scope';
import { factChanges } from './fact-changes';
import { caseNameColumns } from '../../case-core/case-name';
import { insertCase, invitationMail } from './create-case';
import { caseOverview } from './overview';
import { caseDetail, findDuplicate, listCases, locationIds } from './queries';
import { caseDesk } from './tables';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const caseBody = named(deskCaseCreateSchema, 'case');
const factsBody = named(deskCaseFactsSchema, 'case');
const UNKNOWN_LOCATION = 'Please choose one of the home’s locations';
const oneCase = { 200: deskCaseDetailSchema };

/** The home's cases at the staff desk (issue 24): list, create with the family's invitation, edit, close. */
export async function staffCaseRoutes(instance: FastifyInstance, { db, authService, mail }: { db: Db; authService: AuthService; mail: MailPort }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'use the cases desk');

  async function checkLocation(siteId: string, locationId: string) {
    if (locationId && !(await locationIds(db, siteId)).has(locationId)) {
      throw badRequest(`Please check the case: locationId (${UNKNOWN_LOCATION}).`, { locationId: UNKNOWN_LOCATION });
    }
  }

  // The home's cases: search by name, filter open / at-need / pre-need / closed / all, paged.
  app.get('/api/staff/cases', { schema: { querystring: named(deskCaseQuerySchema, 'search'), response: { 200: deskCaseListSchema } } }, async (request) =>
    listCases(db, request.siteId, request.query),
  );

  // A new case with its primary contact's invitation mail. Same name and dates as a case of the home:
  // 409 until the staff member confirms it is another person.
  app.post('/api/staff/cases', { schema: { body: caseBody, response: { 201: deskCaseDetailSchema } } }, async (request, reply) => {
    const input = request.body;
    await checkLocation(request.siteId, input.locationId);
    if (!input.confirmDuplicate && (await findDuplicate(db, request.siteId, input)) !== null) {
      throw new HttpError(409, DUPLICATE_CASE_MESSAGE, { fullName: DUPLICATE_CASE_MESSAGE });
    }
    const { id, token } = await insertCase(db, mail, request.siteId, request.staffUser, input);
    // No email (phone only): nothing to mail yet; the case page offers the invitation for later.
    if (token !== null) {
      const link = await mail.link(request, `/family-portal/invitation/${token}`);
      await mail.send({
        siteId: request.siteId,
        budget: 'system',
        ...invitationMail(input, link, request.site?.name ?? 'The funeral home', request.staffUser),
      });
    }
    reply.status(201);
    return caseDetail(db, request.siteId, id);
  });

  app.get('/api/staff/cases/:caseId', { schema: { params: caseParams, response: oneCase } }, async (request) =>
    caseDetail(db, request.siteId, request.params.caseId),
  );

  // Arrangements, balance, obituary, wall and photos at a glance (the case page's status panel).
  app.get('/api/staff/cases/:caseId/overview', { schema: { params: caseParams, response: { 200: deskCaseOverviewSchema } } }, async (request) =>
    caseOverview(db, request.siteId, request.params.caseId),
  );

  // Edit the case's facts (name, dates, location, at-need or pre-need).
  app.put('/api/staff/cases/:caseId', { schema: { params: caseParams, body: factsBody, response: oneCase } }, async (request) => {
    const { caseId } = request.params;
    const facts = request.body;
    await checkLocation(request.siteId, facts.locationId);
    const before = await caseDetail(db, request.siteId, caseId);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb
        .update(familyCases)
        .set({
          ...caseNameColumns(facts.fullName, facts),
          birthDate: facts.birthDate || null,
          deathDate: facts.deathDate || null,
          locationId: facts.locationId || null,
        })
        .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, request.siteId)));
      await txDb
        .insert(caseDesk)
        .values({ caseId, siteId: request.siteId, kind: facts.kind })
        .onConflictDoUpdate({ target: caseDesk.caseId, set: { kind: facts.kind } });
      // One history row per fact that changed, with its value before and after.
      for (const change of factChanges(before, facts)) await recordCaseEvent(txDb, request, caseId, { kind: 'case.facts-changed', ...change });
    });
    return caseDetail(db, request.siteId, caseId);
  });

  // Close and reopen: a closed case leaves the open list; the family's portal stays as it is.
  for (const action of ['close', 'reopen'] as const) {
    app.post(`/api/staff/cases/:caseId/${action}`, { schema: { params: caseParams, response: oneCase } }, async (request) => {
      const { caseId } = request.params;
      await caseDetail(db, request.siteId, caseId);
      const closedAt = action === 'close' ? new Date() : null;
      await db.transaction(async (tx) => {
        await tx.insert(caseDesk).values({ caseId, siteId: request.siteId, closedAt }).onConflictDoUpdate({ target: caseDesk.caseId, set: { closedAt } });
        const event =
          action === 'close'
            ? ({ kind: 'case.closed', summary: 'Closed the case' } as const)
            : ({ kind: 'case.reopened', summary: 'Reopened the case' } as const);
        await recordCaseEvent(tx as unknown as Db, request, caseId, event);
      });
      return caseDetail(db, request.siteId, caseId);
    });
  }
}

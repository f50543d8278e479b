import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  caseIdSchema,
  deskCaseCreateSchema,
  deskCaseDetailSchema,
  deskCaseFactsSchema,
  deskCaseListSchema,
  deskCaseQuerySchema,
  DUPLICATE_CASE_MESSAGE,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { MailPort } from '../../lib/mail-port';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { familyCases } from '../case-core/tables';
import { insertCase, invitationMail, slugOf } from './create-case';
import { caseDetail, findDuplicate, listCases, locationIds } from './queries';
import { caseDesk } from './tables';

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const UNKNOWN_LOCATION = 'Please choose one of the home’s locations';

export async function staffCaseRoutes(app: FastifyInstance, { db, authService, mail }: { db: Db; authService: AuthService; mail: MailPort }) {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const staffOf = (request: FastifyRequest, what: string) => authService.requireStaff(request, what);

  async function checkLocation(siteId: string, locationId: string) {
    if (locationId && !(await locationIds(db, siteId)).has(locationId)) {
      throw badRequest(`Please check the case: locationId (${UNKNOWN_LOCATION}).`, { locationId: UNKNOWN_LOCATION });
    }
  }

  // The home's cases: search by name, filter open / at-need / pre-need / closed / all, paged.
  app.get('/api/staff/cases', async (request) => {
    const query = validate(deskCaseQuerySchema, request.query, 'search');
    await staffOf(request, 'see the cases');
    return checked(deskCaseListSchema, await listCases(db, request.siteId, query), 'cases');
  });

  // A new case with its primary contact's invitation mail. Same name and dates as a case of the home:
  // 409 until the staff member confirms it is another person.
  app.post('/api/staff/cases', async (request, reply) => {
    const input = validate(deskCaseCreateSchema, request.body, 'case');
    const staff = await staffOf(request, 'create a case');
    await checkLocation(request.siteId, input.locationId);
    if (!input.confirmDuplicate && (await findDuplicate(db, request.siteId, input)) !== null) {
      throw new HttpError(409, DUPLICATE_CASE_MESSAGE, { fullName: DUPLICATE_CASE_MESSAGE });
    }
    const { id, token } = await insertCase(db, mail, request.siteId, staff, input);
    const link = `${await mail.origin(request)}/family-portal/invitation/${token}`;
    await mail.send({ siteId: request.siteId, ...invitationMail(input, link, request.site?.name ?? 'The funeral home', staff) });
    reply.status(201);
    return checked(deskCaseDetailSchema, await caseDetail(db, request.siteId, id), 'case');
  });

  app.get('/api/staff/cases/:caseId', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    await staffOf(request, 'see this case');
    return checked(deskCaseDetailSchema, await caseDetail(db, request.siteId, caseId), 'case');
  });

  // Edit the case's facts (name, dates, location, at-need or pre-need).
  app.put('/api/staff/cases/:caseId', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const facts = validate(deskCaseFactsSchema, request.body, 'case');
    await staffOf(request, 'edit this case');
    await checkLocation(request.siteId, facts.locationId);
    const updated = await db
      .update(familyCases)
      .set({
        fullName: facts.fullName,
        nameSlug: slugOf(facts.fullName),
        birthDate: facts.birthDate || null,
        deathDate: facts.deathDate || null,
        locationId: facts.locationId || null,
      })
      .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, request.siteId)))
      .returning({ id: familyCases.id });
    if (updated.length === 0) throw notFound('We could not find this case.');
    await db
      .insert(caseDesk)
      .values({ caseId, siteId: request.siteId, kind: facts.kind })
      .onConflictDoUpdate({ target: caseDesk.caseId, set: { kind: facts.kind } });
    return checked(deskCaseDetailSchema, await caseDetail(db, request.siteId, caseId), 'case');
  });

  // Close and reopen: a closed case leaves the open list; the family's portal stays as it is.
  for (const action of ['close', 'reopen'] as const) {
    app.post(`/api/staff/cases/:caseId/${action}`, async (request) => {
      const { caseId } = validateParams(caseParams, request.params, 'case address');
      await staffOf(request, `${action} a case`);
      await caseDetail(db, request.siteId, caseId);
      const closedAt = action === 'close' ? new Date() : null;
      await db
        .insert(caseDesk)
        .values({ caseId, siteId: request.siteId, closedAt })
        .onConflictDoUpdate({ target: caseDesk.caseId, set: { closedAt } });
      return checked(deskCaseDetailSchema, await caseDetail(db, request.siteId, caseId), 'case');
    });
  }
}

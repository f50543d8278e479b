import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseIdSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { requireCase, type CaseContext } from './case-context';

// The case's id alone: the route's own params schema checks the rest after this hook.
const caseIdParams = z.object({ caseId: caseIdSchema }).passthrough();

declare module 'fastify' {
  interface FastifyRequest {
    /** The case of a route under `/api/family/cases/:caseId`, with who is asking and how they belong to it. */
    caseContext: CaseContext;
  }
}

/**
 * Every route of the calling plugin (registered with a prefix holding `:caseId`) belongs to one case: before
 * its handler, the case is found on this site and the signed-in account's membership checked (401, or a
 * 404 that tells an outsider nothing), and `request.caseContext` holds the answer.
 *
 * It runs before the body and query are validated, the order the handlers always had: who is asking
 * first, then what they sent.
 */
export function scopeToCase(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }): void {
  app.decorateRequest('caseContext', null as unknown as CaseContext);
  app.addHook('preValidation', async (request) => {
    const { caseId } = validateParams(caseIdParams, request.params, 'case address');
    request.caseContext = await requireCase(db, authService, request, caseId);
  });
}

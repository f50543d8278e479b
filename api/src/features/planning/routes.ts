import type { FastifyInstance } from 'fastify';
import { planningAddressSchema, planningAnswersSchema, planningReceiptSchema, planningSubmissionSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { loadRenderContext } from '../render-context/queries';
import { insertSubmission, loadPlanningSections } from './queries';

// A family may resend after a lost connection or a correction; a script may not flood the inbox.
export const PLANNING_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
export const PLANNING_RATE_LIMIT_MESSAGE = 'We have received several plans from you in a short time. Please wait a few minutes and try again, or call us.';

export function registerPlanningRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/planning/fields', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return loadPlanningSections(db, request.siteId);
  });

  app.get('/api/web/planning/address', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    // The first location is the funeral home's main address, where arrangements are made.
    const context = await loadRenderContext(db, request.siteId, 'approved');
    return checked(planningAddressSchema, { location: context.locations[0] ?? null }, 'The planning address');
  });

  app.post(
    '/api/web/planning/submit',
    {
      config: {
        rateLimit: {
          ...PLANNING_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => Object.assign(new Error(PLANNING_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
    },
    async (request, reply) => {
      const siteId = request.siteId;
      const submission = validate(planningSubmissionSchema, request.body, 'plan');
      const sections = await loadPlanningSections(db, siteId);
      // The site's own questions decide what is required and well-formed; ids it does not ask are dropped.
      const answers = validate(planningAnswersSchema(sections, submission.caseStatus), submission.fields, 'plan') as Record<string, string>;
      const row = await insertSubmission(db, { siteId, caseStatus: submission.caseStatus, fields: answers });
      reply.status(201);
      return checked(planningReceiptSchema, { id: row.id, receivedAt: row.receivedAt.toISOString() }, 'The receipt');
    },
  );
}

import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  planningAddressSchema,
  planningAnswersSchema,
  planningReceiptSchema,
  planningSectionsSchema,
  planningSubmissionSchema,
  type PlanningSection,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { loadRenderContext } from '../render-context/routes';
import { planningSections, planningSubmissions } from './tables';

// A family may resend after a lost connection or a correction; a script may not flood the inbox.
export const PLANNING_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
export const PLANNING_RATE_LIMIT_MESSAGE =
  'We have received several plans from you in a short time. Please wait a few minutes and try again, or call us.';

function siteIdOf(request: FastifyRequest): string {
  if (!request.site) throw new Error('site-resolution did not run for ' + request.url);
  return request.site.id;
}

export async function loadPlanningSections(db: Db, siteId: string): Promise<PlanningSection[]> {
  const rows = await db
    .select()
    .from(planningSections)
    .where(eq(planningSections.siteId, siteId))
    .orderBy(asc(planningSections.position));
  return checked(
    planningSectionsSchema,
    rows.map(({ urlKey, name, decedentDetails, fields }) => ({ urlKey, name, decedentDetails, fields })),
    'The planning sections',
  );
}

export function registerPlanningRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/planning/fields', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return loadPlanningSections(db, siteIdOf(request));
  });

  app.get('/api/web/planning/address', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    // The first location is the funeral home's main address, where arrangements are made.
    const context = await loadRenderContext(db, siteIdOf(request), 'approved');
    return checked(planningAddressSchema, { location: context.locations[0] ?? null }, 'The planning address');
  });

  app.post(
    '/api/web/planning/submit',
    {
      config: {
        rateLimit: {
          ...PLANNING_RATE_LIMIT,
          errorResponseBuilder: (_request, context) =>
            Object.assign(new Error(PLANNING_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
    },
    async (request, reply) => {
      const siteId = siteIdOf(request);
      const submission = validate(planningSubmissionSchema, request.body, 'plan');
      const sections = await loadPlanningSections(db, siteId);
      // The site's own questions decide what is required and well-formed; ids it does not ask are dropped.
      const answers = validate(planningAnswersSchema(sections, submission.caseStatus), submission.fields, 'plan') as Record<
        string,
        string
      >;
      const [row] = await db
        .insert(planningSubmissions)
        .values({ id: randomUUID(), siteId, caseStatus: submission.caseStatus, fields: answers })
        .returning({ id: planningSubmissions.id, receivedAt: planningSubmissions.receivedAt });
      if (!row) throw new Error('the plan was not stored');
      reply.status(201);
      return checked(planningReceiptSchema, { id: row.id, receivedAt: row.receivedAt.toISOString() }, 'The receipt');
    },
  );
}

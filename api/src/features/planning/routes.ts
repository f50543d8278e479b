import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planningAddressSchema, planningAnswersSchema, planningReceiptSchema, planningSubmissionSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { named } from '../../lib/route-schemas';
import { validate } from '../../lib/validate';
import { loadRenderContext } from '../../lib/render-context';
import type { Mailer } from '../../lib/mailer';
import { newPlanNotice, planCopyText } from './plan-copy';
import { loadPlanningSections } from '../case-core/planning-sections';
import { insertSubmission } from './queries';

// A family may resend after a lost connection or a correction; a script may not flood the inbox.
export const PLANNING_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
export const PLANNING_RATE_LIMIT_MESSAGE = 'We have received several plans from you in a short time. Please wait a few minutes and try again, or call us.';

/** The public planning form: its questions, the home's address, and a family's plan (SPEC §4). */
export async function planningRoutes(
  instance: FastifyInstance,
  { db, mailer, submitsPerClient = PLANNING_RATE_LIMIT.max }: { db: Db; mailer: Mailer; submitsPerClient?: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/web/planning/fields', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return loadPlanningSections(db, request.siteId);
  });

  app.get('/api/web/planning/address', { schema: { response: { 200: planningAddressSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    // The first location is the funeral home's main address, where arrangements are made.
    const context = await loadRenderContext(db, request.siteId, 'approved');
    return { location: context.locations[0] ?? null };
  });

  app.post(
    '/api/web/planning/submit',
    {
      config: {
        rateLimit: {
          ...PLANNING_RATE_LIMIT,
          max: submitsPerClient,
          errorResponseBuilder: (_request, context) => Object.assign(new Error(PLANNING_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
      schema: { body: named(planningSubmissionSchema, 'plan'), response: { 201: planningReceiptSchema } },
    },
    async (request, reply) => {
      const siteId = request.siteId;
      const submission = request.body;
      const sections = await loadPlanningSections(db, siteId);
      // The site's own questions decide (a value that is not a request part: validated by hand, in the plan's words) what is required and well-formed; ids it does not ask are dropped.
      const answers = validate(planningAnswersSchema(sections, submission.caseStatus, { planType: submission.planType }), submission.fields, 'plan') as Record<
        string,
        string
      >;
      const row = await insertSubmission(db, { siteId, caseStatus: submission.caseStatus, fields: answers });
      // The home's staff hear of it (issue 24): a mail with a link to the inbox item.
      await app.notify.staff(request, 'NEW_INQUIRY', newPlanNotice(row, submission.caseStatus, answers));
      // The copy of the answers goes to the person who wrote them. The plan is stored first: a mail that
      // fails is logged and the receipt says no copy went, rather than losing what they wrote.
      let emailedTo: string | null = null;
      const to = answers.contactEmail?.trim();
      if (to) {
        try {
          const { company } = await loadRenderContext(db, siteId, 'approved');
          const text = planCopyText({
            companyName: company.name,
            phoneNumber: company.phoneNumber,
            reference: row.reference,
            caseStatus: submission.caseStatus,
            planType: submission.planType,
            sections,
            answers,
          });
          await mailer.send({ siteId, budget: 'bulk', to, subject: `Your plan with ${company.name} (reference ${row.reference})`, text, links: [] });
          emailedTo = to;
        } catch (error) {
          request.log.error({ err: error, reference: row.reference }, 'could not send the copy of a plan');
        }
      }
      reply.status(201);
      return { id: row.id, reference: row.reference, receivedAt: row.receivedAt.toISOString(), emailedTo };
    },
  );
}

import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLAN_RESUME_DAYS,
  PLAN_RESUME_GONE_MESSAGE,
  planDraftSchema,
  planResumeOpenSchema,
  planResumeRequestSchema,
  planResumeSentSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { homeLink } from '../../lib/home-url';
import { hashToken, newToken } from '../../lib/mail-links';
import type { Mailer } from '../../lib/mailer';
import { named } from '../../lib/route-schemas';
import { loadRenderContext } from '../../lib/render-context';
import { planResumeLinks } from './resume-tables';

// Each link sends a mail to an address the visitor typed: as tight as plan submissions, so the form cannot be used
// to mail strangers in bulk.
const RESUME_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
const RESUME_RATE_LIMIT_MESSAGE = 'We have sent several links from here in a short time. Please wait a few minutes and try again.';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 43.8, "email me a link to finish later": POST /api/web/planning/resume keeps the wizard's draft and mails a
 * link to it; POST /api/web/planning/resume/open, with the link's token, gives the draft back once (the row is
 * deleted: one person, one device) before it expires. Drafts of another home are not found.
 */
export async function planResumeRoutes(instance: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/web/planning/resume',
    {
      config: {
        rateLimit: {
          ...RESUME_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => Object.assign(new Error(RESUME_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
      schema: { body: named(planResumeRequestSchema, 'link to finish later'), response: { 201: planResumeSentSchema } },
    },
    async (request, reply) => {
      const siteId = request.siteId;
      const { email, draft } = request.body;
      const token = newToken();
      const expiresAt = new Date(Date.now() + PLAN_RESUME_DAYS * DAY_MS);
      // Expired links of this home go as new ones come: nothing personal outlives its link.
      await db.delete(planResumeLinks).where(and(eq(planResumeLinks.siteId, siteId), lt(planResumeLinks.expiresAt, new Date())));
      await db.insert(planResumeLinks).values({ tokenHash: hashToken(token), siteId, email, draft, expiresAt });
      const { company } = await loadRenderContext(db, siteId, 'approved');
      const link = await homeLink(db, siteId, `/plan-now?resume=${token}`);
      await mailer.send({
        siteId,
        budget: 'bulk',
        to: email,
        subject: `Finish your plan with ${company.name}`,
        text: [
          'Your answers are saved. To finish your plan, on this device or another one, open this link:',
          link,
          '',
          `The link works once, for ${PLAN_RESUME_DAYS} days. If you did not ask for it, you can ignore this email.`,
          '',
          `${company.name}${company.phoneNumber ? `, ${company.phoneNumber}` : ''}`,
        ].join('\n'),
        links: [link],
      });
      reply.status(201);
      return { emailedTo: email, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/web/planning/resume/open',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { body: named(planResumeOpenSchema, 'link'), response: { 200: planDraftSchema } },
    },
    async (request) => {
      const [row] = await db
        .delete(planResumeLinks)
        .where(
          and(
            eq(planResumeLinks.tokenHash, hashToken(request.body.token)),
            eq(planResumeLinks.siteId, request.siteId),
            gt(planResumeLinks.expiresAt, new Date()),
          ),
        )
        .returning({ draft: planResumeLinks.draft });
      if (!row) throw new HttpError(410, PLAN_RESUME_GONE_MESSAGE);
      return row.draft;
    },
  );
}

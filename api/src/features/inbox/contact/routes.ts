import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_RATE_LIMIT_MESSAGE, contactInquiryBodySchema, contactInquiryReceiptSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import { insertInquiry } from './queries';

// Enough for a family writing a follow-up or correcting a typo; few enough to make spam expensive.
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** A visitor's message to the home (public, rate-limited). */
export async function contactRoutes(instance: FastifyInstance, { db }: { db: Db }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/web/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          // Thrown, so it leaves through the error handler in the apiErrorSchema shape.
          errorResponseBuilder: (_request, context) => Object.assign(new Error(CONTACT_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
      schema: { body: named(contactInquiryBodySchema, 'message'), response: { 201: contactInquiryReceiptSchema } },
    },
    async (request, reply) => {
      const { body } = request;
      const row = await insertInquiry(db, {
        siteId: request.siteId,
        name: body.name,
        email: body.email,
        phone: body.phone ? body.phone : null,
        message: body.message,
      });
      // The home's staff hear of it (issue 24): a mail with a link to the inbox item.
      await app.notify.staff(request, 'NEW_INQUIRY', {
        subject: `new message from ${body.name}`,
        lines: [`${body.name} wrote through the contact form:`, '', body.message],
        path: `/studio/inbox/contact-${row.id}`,
      });
      reply.status(201);
      return { id: row.id, receivedAt: row.receivedAt.toISOString() };
    },
  );
}

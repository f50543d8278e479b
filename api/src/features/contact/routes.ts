import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_RATE_LIMIT_MESSAGE,
  contactInquiryBodySchema,
  contactInquiryReceiptSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { contactInquiries } from './tables';

// Enough for a family writing a follow-up or correcting a typo; few enough to make spam expensive.
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export function registerContactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post(
    '/api/web/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          // Thrown, so it leaves through the error handler in the apiErrorSchema shape.
          errorResponseBuilder: (_request, context) =>
            Object.assign(new Error(CONTACT_RATE_LIMIT_MESSAGE), { statusCode: context.statusCode }),
        },
      },
    },
    async (request, reply) => {
      const body = validate(contactInquiryBodySchema, request.body, 'message');
      const siteId = request.site?.id;
      if (!siteId) throw new Error('site-resolution did not run for ' + request.url);
      // One insert: the inquiry is either stored whole or not at all.
      const [row] = await db
        .insert(contactInquiries)
        .values({
          id: randomUUID(),
          siteId,
          name: body.name,
          email: body.email,
          phone: body.phone ? body.phone : null,
          message: body.message,
        })
        .returning({ id: contactInquiries.id, receivedAt: contactInquiries.receivedAt });
      if (!row) throw new Error('the contact inquiry was not stored');
      reply.status(201);
      return checked(contactInquiryReceiptSchema, { id: row.id, receivedAt: row.receivedAt.toISOString() }, 'The receipt');
    },
  );
}

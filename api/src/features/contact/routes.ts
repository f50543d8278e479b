import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT_MESSAGE, contactInquiryBodySchema, contactInquiryReceiptSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { insertInquiry } from './queries';

// Enough for a family writing a follow-up or correcting a typo; few enough to make spam expensive.
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
    },
    async (request, reply) => {
      const body = validate(contactInquiryBodySchema, request.body, 'message');
      const row = await insertInquiry(db, {
        siteId: request.siteId,
        name: body.name,
        email: body.email,
        phone: body.phone ? body.phone : null,
        message: body.message,
      });
      reply.status(201);
      return checked(contactInquiryReceiptSchema, { id: row.id, receivedAt: row.receivedAt.toISOString() }, 'The receipt');
    },
  );
}

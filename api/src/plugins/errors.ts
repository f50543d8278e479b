import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { UNIQUE_CONFLICT, uniqueViolation } from '../lib/first-one-wins';
import { errorBody, HttpError } from '../lib/http-error';
import { redacted } from '../lib/redact';
import { fieldErrorsOf } from '../lib/validate';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

// Every error leaves as an apiErrorSchema body. Clients never see stack traces or internal messages:
// only errors we raised on purpose (HttpError) or Fastify's own 4xx (bad JSON, wrong content type,
// body too large, rate limit) keep their message.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.fieldErrors));
    }
    if (error instanceof ZodError) {
      // A zod parse outside validate(): still the client's input if it got this far in a route.
      return reply.status(400).send(errorBody(400, 'The request is not valid.', fieldErrorsOf(error)));
    }
    // A write that lost a race on a unique index (lib/first-one-wins.ts): the client's answer is that
    // someone else was first, never a 500.
    if (uniqueViolation(error) !== null) return reply.status(409).send(errorBody(409, UNIQUE_CONFLICT));
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    // No driver message: it quotes the query's parameters (names, emails, phones). Kind, code and where.
    const message = error.message?.startsWith('Failed query') ? undefined : error.message;
    request.log.error({ err: redacted(error), message, stack: error.stack?.split('\n').slice(1, 6).join('\n') }, 'unexpected error');
    return reply.status(500).send(errorBody(500, GENERIC_500));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(errorBody(404, `No API route matches ${request.method} ${path}.`));
  });
}

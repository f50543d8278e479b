import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validate, validateParams } from './validate';

// Routes declare their params, querystring, body and response with the shared contract's zod schemas
// (`schema: { params, querystring, body, response }` on an app `.withTypeProvider<ZodTypeProvider>()`), so
// the handler receives parsed, typed values and reads nothing by hand (ADR 082).

/**
 * Names a part of a request for its error message: "Please check the page: size (…)", "Nothing exists at
 * this case address." The name travels as the schema's description.
 */
export const named = <S extends z.ZodTypeAny>(schema: S, what: string): S => schema.describe(what) as S;

/**
 * Fastify's validator for zod schemas, with the answers `validate()` always gave: params that cannot name
 * anything are a 404 (SPEC §2), a bad query or body a 400 with each field's message from the contract.
 * The thrown HttpError is handed to the error handler as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodTypeAny> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      const check = httpPart === 'params' ? validateParams : validate;
      return { value: check(schema, data ?? undefined, schema.description) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/** What WE send breaks the contract: our bug, a 500 that is logged (as `checked()` did by hand). */
export const serializerCompiler = zodSerializerCompiler;

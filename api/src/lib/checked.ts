import type { z } from 'zod';

// For what WE send: a response that breaks the contract is our bug (500, logged), not the client's
// bad input, so it must not surface as a 400 the way validate() does.
export function checked<S extends z.ZodTypeAny>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`${what} does not match the contract: ${result.error.message}`);
}

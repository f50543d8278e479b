import { z } from 'zod';
import { HttpError } from './http-error';
import { validate } from './validate';

function fieldErrors(schema: z.ZodTypeAny, value: unknown) {
  try {
    validate(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(z.object({ a: z.number() }), { a: 1, extra: true })).toEqual({ a: 1 });
  });

  // Every message of the table is tested once, in shared/src/forms/error-map.test.ts; here, that the API
  // answers with the same table.
  it("answers with SPEC §5's messages", () => {
    const schema = z.object({ email: z.string().email(), choice: z.enum(['burial', 'cremation']), name: z.string().min(1) });
    expect(fieldErrors(schema, { email: 'x', choice: 'other', name: '' })).toEqual({
      email: 'Please enter a valid email address',
      choice: 'Invalid option selected. Valid options are: burial, cremation',
      name: 'This field is required',
    });
  });

  it('uses dotted keys for nested fields and a 400 status', () => {
    try {
      validate(z.object({ address: z.object({ city: z.string() }) }), { address: {} }, 'address');
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).fieldErrors).toEqual({ 'address.city': 'This field is required' });
    }
  });

  it('reports a body that is not an object in the message', () => {
    expect(() => validate(z.object({}), 'text', 'sign-in details')).toThrow('The sign-in details is not valid: Expected object.');
  });
});

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

  it("uses SPEC §5's default messages", () => {
    const schema = z.object({
      required: z.string(),
      empty: z.string().min(1),
      email: z.string().email(),
      url: z.string().url(),
      pattern: z.string().regex(/^\d+$/),
      short: z.string().min(3),
      long: z.string().max(2),
      small: z.number().min(5),
      big: z.number().max(5),
      few: z.array(z.string()).min(2),
      many: z.array(z.string()).max(1),
      type: z.number(),
      choice: z.enum(['burial', 'cremation']),
      uuid: z.string().uuid(),
    });
    expect(
      fieldErrors(schema, {
        required: null,
        empty: '',
        email: 'x',
        url: 'nope',
        pattern: 'abc',
        short: 'ab',
        long: 'abc',
        small: 1,
        big: 9,
        few: ['a'],
        many: ['a', 'b'],
        type: 'seven',
        choice: 'other',
        uuid: 'x',
      }),
    ).toEqual({
      required: 'This field is required',
      empty: 'This field is required',
      email: 'Please enter a valid email address',
      url: 'Please enter a valid URL',
      pattern: 'Please enter a valid format',
      short: 'Must be at least 3 characters',
      long: 'Cannot exceed 2 characters',
      small: 'Must be at least 5',
      big: 'Cannot exceed 5',
      few: 'Must have at least 2 items',
      many: 'Cannot have more than 1 items',
      type: 'Expected number',
      choice: 'Invalid option selected. Valid options are: burial, cremation',
      uuid: 'Invalid string',
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
    expect(() => validate(z.object({}), 'text', 'sign-in details')).toThrow(
      'The sign-in details is not valid: Expected object.',
    );
  });
});

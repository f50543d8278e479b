/** @jest-environment node */
import { z } from 'zod';
import { formErrorMap } from './error-map';

function messages(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { errorMap: formErrorMap });
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('formErrorMap', () => {
  it("speaks SPEC §5's default messages word for word", () => {
    const schema = z.object({
      missing: z.string(),
      nullish: z.string(),
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
      other: z.string().refine(() => false),
    });
    expect(
      messages(schema, {
        nullish: null,
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
        other: 'x',
      }),
    ).toEqual({
      missing: 'This field is required',
      nullish: 'This field is required',
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
      other: 'Invalid value',
    });
  });

  it('keeps a message written into the schema', () => {
    expect(messages(z.object({ date: z.string().min(1, 'Please choose a date') }), { date: '' })).toEqual({
      date: 'Please choose a date',
    });
  });
});

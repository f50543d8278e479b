import { issueMessage } from '@keepsake/shared/messages';
import { addLineBodySchema } from './arrangements';
import { itemChoiceFormSchema, lineQuantityFormSchema } from './arrangement-family-forms';

// What a form shows for each field: SPEC §5's words (the forms' error map), or a message written into the schema.
const problems = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const errorMap = {
  errorMap: (issue: Parameters<typeof issueMessage>[0], ctx: { defaultError: string }) => ({ message: issueMessage(issue) || ctx.defaultError }),
};

describe("the portal's arrangement forms share the API's schemas", () => {
  it('adding an item: a blank choice is "required" on the item; the ids typed in a select are numbers to the API', () => {
    expect(problems(addLineBodySchema.safeParse({ itemId: '', quantity: 1 }, errorMap))).toEqual({ itemId: 'This field is required' });
    expect(addLineBodySchema.parse({ itemId: '61' })).toEqual({ itemId: 61, quantity: 1 });
  });

  it('a free line: the name is what is missing, on the name field', () => {
    expect(problems(addLineBodySchema.safeParse({ name: '  ', categoryId: '3', quantity: 1 }, errorMap))).toEqual({ name: 'This field is required' });
    expect(addLineBodySchema.parse({ name: ' Bagpiper ', categoryId: '3', quantity: 1 })).toEqual({ name: 'Bagpiper', categoryId: 3, quantity: 1 });
  });

  it("a line's page: an item first, then a finish when the item has finishes", () => {
    const schema = itemChoiceFormSchema((itemId) => itemId === 21);
    expect(problems(schema.safeParse({ itemId: null, variantId: null }))).toEqual({ itemId: 'Please choose one of the items.' });
    expect(problems(schema.safeParse({ itemId: '21', variantId: null }))).toEqual({ variantId: 'Please choose a finish.' });
    expect(schema.parse({ itemId: '22', variantId: null })).toEqual({ itemId: 22, variantId: null });
    expect(schema.parse({ itemId: '21', variantId: '9' })).toEqual({ itemId: 21, variantId: 9 });
  });

  it('how many: 1 to 99, as the studio asks', () => {
    for (const quantity of ['0', '100', '1.5', 'two', ''])
      expect(problems(lineQuantityFormSchema.safeParse({ quantity }))).toEqual({ quantity: 'Please enter a number from 1 to 99' });
    expect(lineQuantityFormSchema.parse({ quantity: ' 12 ' })).toEqual({ quantity: '12' });
  });
});

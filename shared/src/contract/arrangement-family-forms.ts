import { z } from 'zod';
import { lineQuantityText } from './arrangement-conference-forms';
import { lineOptionSchema } from './arrangements';

// The portal's arrangement forms (issue 38.3): the API's PATCH body (lineOptionSchema) with the family's words for
// what is not chosen yet. A radio's value is its id as text; the API's id rule takes it as a number.

export const ITEM_CHOICE_MESSAGES = { item: 'Please choose one of the items.', variant: 'Please choose a finish.' } as const;

/** A line's page: one of its items, and a finish when that item has finishes (`needsFinish`, from the choices shown). */
export const itemChoiceFormSchema = (needsFinish: (itemId: number) => boolean) =>
  lineOptionSchema.pick({ itemId: true, variantId: true }).superRefine((choice, ctx) => {
    if (choice.itemId === null || choice.itemId === undefined) {
      ctx.addIssue({ code: 'custom', message: ITEM_CHOICE_MESSAGES.item, path: ['itemId'] });
    } else if (needsFinish(choice.itemId) && (choice.variantId === null || choice.variantId === undefined)) {
      ctx.addIssue({ code: 'custom', message: ITEM_CHOICE_MESSAGES.variant, path: ['variantId'] });
    }
  });
export type ItemChoiceForm = { itemId: string | null; variantId: string | null };

/** "How many" on a line whose quantity the family may change. */
export const lineQuantityFormSchema = z.object({ quantity: lineQuantityText });
export type LineQuantityForm = z.input<typeof lineQuantityFormSchema>;

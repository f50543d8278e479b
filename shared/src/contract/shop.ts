import { z } from 'zod';
import { ORDER_ID_PATTERN } from '@keepsake/shared/rules';
import { CHECKOUT_LIMITS as LIMITS, MAX_QUANTITY } from './limits';
import { numericIdSchema } from './schema-helpers';
import { donationSchema } from './obituaries';
import { nextActionSchema, paymentTokenSchema } from './card';

// The memorial shop of an obituary: flowers and memorial trees, delivered to a service event or an
// address, paid through the API's payment provider. Card data goes to the provider and is never stored.
export const productIdSchema = numericIdSchema;
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN);

export const productKindSchema = z.enum(['FLOWERS', 'TREE']);
export type ProductKind = z.infer<typeof productKindSchema>;

// A size tier of an arrangement (Standard, Deluxe, Premium), each with its own price.
export const productVariantSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  description: z.string(),
  priceCents: z.number().int().min(0),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

// priceCents is the smallest size's price ("from" on the list) when the product has sizes.
export const productSchema = z.object({
  id: z.number().int(),
  kind: productKindSchema,
  name: z.string().min(1),
  description: z.string(),
  priceCents: z.number().int().min(0),
  imageUrl: z.string().min(1),
  imageAlt: z.string(),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

// The site's delivery fee, tax rate and delivery lead time; the checkout shows what they come to.
export const shopTermsSchema = z.object({
  deliveryFeeCents: z.number().int().min(0),
  taxRateBasisPoints: z.number().int().min(0),
  deliveryCutoffHours: z.number().int().min(0),
});

// GET /api/web/obituaries/{id}/shop/products/{productId}
export const productDetailSchema = productSchema.extend({ terms: shopTermsSchema });
export type ProductDetail = z.infer<typeof productDetailSchema>;

// GET /api/web/obituaries/{id}/shop. With a donation in lieu of flowers, flowers are left out.
export const shopSchema = z.object({
  donation: donationSchema.nullable(),
  products: z.array(productSchema),
});
export type Shop = z.infer<typeof shopSchema>;

export const deliveryMethodSchema = z.enum(['EVENT', 'ADDRESS']);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

// Forms send an empty box as ''; it counts as not given.
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());

// A field that is required only for one delivery method reports itself as missing, so the message is
// SPEC §5's "This field is required" on the form and from the API alike.
function requireWhen(ctx: z.RefinementCtx, value: string | undefined, path: (string | number)[]) {
  if (!value) ctx.addIssue({ code: 'invalid_type', expected: 'string', received: 'undefined', path });
}

// The checkout form's fields: everything but the card, which the provider's hosted fields take (ADR 100).
const checkoutFields = z.object({
  productId: productIdSchema,
  // Required when the product comes in sizes (the API checks it against the product).
  variantId: z.preprocess(blankAsMissing, numericIdSchema.optional()),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
  deliveryMethod: deliveryMethodSchema,
  eventId: z.preprocess(blankAsMissing, numericIdSchema.optional()),
  recipientName: optionalText(LIMITS.recipientName),
  line1: optionalText(LIMITS.line1),
  line2: optionalText(LIMITS.line2),
  city: optionalText(LIMITS.city),
  region: optionalText(LIMITS.region),
  postalCode: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/)
      .optional(),
  ),
  cardMessage: optionalText(LIMITS.cardMessage),
  cardSignature: z.string().trim().min(1).max(LIMITS.cardSignature),
  purchaser: z.object({
    name: z.string().trim().min(1).max(LIMITS.purchaserName),
    email: z.string().trim().min(1).max(LIMITS.email).email(),
    phone: z
      .string()
      .trim()
      .min(1)
      .regex(/^[0-9()+.\s-]{7,20}$/),
  }),
});

function deliveryRules(body: z.output<typeof checkoutFields>, ctx: z.RefinementCtx) {
  if (body.deliveryMethod === 'EVENT') {
    if (body.eventId === undefined) {
      ctx.addIssue({ code: 'invalid_type', expected: 'number', received: 'undefined', path: ['eventId'] });
    }
    return;
  }
  requireWhen(ctx, body.recipientName, ['recipientName']);
  requireWhen(ctx, body.line1, ['line1']);
  requireWhen(ctx, body.city, ['city']);
  requireWhen(ctx, body.region, ['region']);
  requireWhen(ctx, body.postalCode, ['postalCode']);
}

export const checkoutFormSchema = checkoutFields.superRefine(deliveryRules);
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

// POST /api/web/obituaries/{id}/shop/orders: the form and the provider's one-time token, never the card.
export const checkoutBodySchema = checkoutFields.extend({ payment: z.object({ token: paymentTokenSchema }).strict() }).superRefine(deliveryRules);
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const paymentStatusSchema = z.enum(['APPROVED', 'DECLINED']);

// What the thanks page shows. Only the brand and last four digits of the card are kept.
export const orderSchema = z.object({
  id: orderIdSchema,
  obituaryId: z.number().int(),
  product: z.object({
    id: z.number().int(),
    kind: productKindSchema,
    name: z.string(),
    imageUrl: z.string(),
    imageAlt: z.string(),
  }),
  variantName: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPriceCents: z.number().int(),
  subtotalCents: z.number().int(),
  deliveryCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  delivery: z.object({
    method: deliveryMethodSchema,
    // EVENT: the event's title, place and time; ADDRESS: the recipient and one-line address.
    eventTitle: z.string().nullable(),
    eventStartsAt: z.string().datetime({ offset: true }).nullable(),
    placeName: z.string().nullable(),
    recipientName: z.string().nullable(),
    address: z.string().nullable(),
  }),
  cardMessage: z.string().nullable(),
  cardSignature: z.string(),
  purchaserName: z.string(),
  purchaserEmail: z.string(),
  payment: z.object({
    status: paymentStatusSchema,
    brand: z.string().nullable(),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
  }),
  createdAt: z.string().datetime({ offset: true }),
});
export type Order = z.infer<typeof orderSchema>;

// 202 from POST …/shop/orders and …/orders/{orderId}/confirm: the payment waits for the bank (3-D Secure,
// nextAction) or for the provider (processing, no nextAction): the page confirms again once it is done.
export const pendingOrderSchema = z.object({
  id: orderIdSchema,
  payment: z.object({ status: z.literal('PENDING'), nextAction: nextActionSchema.nullable() }),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

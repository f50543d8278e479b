import { z } from 'zod';
import { isoDateSchema, plainTextSchema } from './schema-helpers';
import { deliveryMethodSchema, productKindSchema } from './shop';

// The memorial shop at the staff desk (issue 25 points 3, 4 and 8): the home's products and terms (with the
// florist's address that receives each new order), its orders and their refunds, and the CSV reports.
// Calls live under /api/staff and answer only staff of the request's own funeral home.

// NEW → SENT (to the florist) → DELIVERED; CANCELLED or REFUNDED end an order (refunded in full).
export const ORDER_STATUSES = ['NEW', 'SENT', 'DELIVERED', 'CANCELLED', 'REFUNDED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'New',
  SENT: 'Sent to florist',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};
// Which status may follow which: an order only moves forward, and an ended one stays ended.
export const ORDER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['SENT', 'CANCELLED'],
  SENT: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
  REFUNDED: [],
};

export const staffOrderQuerySchema = z.object({ status: z.union([orderStatusSchema, z.literal('ALL')]).default('ALL') }).strict();
export type StaffOrderQuery = z.input<typeof staffOrderQuerySchema>;

export const staffOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  // `caseId`: the case the obituary belongs to; null for an obituary-only record (studio's Obituaries, issue 36 §4).
  obituary: z.object({ id: z.number().int(), fullName: z.string(), caseId: z.number().int().nullable().default(null) }),
  productName: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  delivery: z.object({
    method: deliveryMethodSchema,
    eventTitle: z.string().nullable(),
    eventStartsAt: z.string().nullable(),
    placeName: z.string().nullable(),
    recipientName: z.string().nullable(),
    address: z.string().nullable(),
  }),
  cardMessage: z.string().nullable(),
  cardSignature: z.string(),
  purchaserName: z.string(),
  purchaserEmail: z.string(),
  purchaserPhone: z.string(),
  refunds: z.array(z.object({ amountCents: z.number().int(), reason: z.string(), createdAt: z.string() })),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderListSchema = z.object({ items: z.array(staffOrderSchema) });
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

export const orderStatusBodySchema = z.object({ status: z.enum(['SENT', 'DELIVERED', 'CANCELLED']) }).strict();
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

// POST /api/staff/orders/{orderId}/refund. The key (the client's, one per refund it means to make) makes a
// resent refund answer with the first one instead of giving the money back twice.
export const REFUND_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const orderRefundBodySchema = z
  .object({
    amountCents: z.number().int().min(1).max(100_000_000),
    reason: plainTextSchema.pipe(z.string().trim().max(200)).optional(),
    idempotencyKey: z.string().regex(REFUND_KEY_PATTERN, 'Please enter a valid format'),
  })
  .strict();
export type OrderRefundBody = z.input<typeof orderRefundBodySchema>;

// The shop's terms and the florist who receives each new order ('' for none).
export const staffShopSettingsSchema = z
  .object({
    deliveryFeeCents: z.number().int().min(0).max(100_000),
    taxRateBasisPoints: z.number().int().min(0).max(5000),
    deliveryCutoffHours: z.number().int().min(0).max(336),
    floristEmail: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(254)]),
  })
  .strict();
export type StaffShopSettings = z.infer<typeof staffShopSettingsSchema>;

const productText = (max: number) => plainTextSchema.pipe(z.string().trim().max(max));
export const staffProductSizeSchema = z
  .object({
    name: productText(80).pipe(z.string().min(1)),
    description: productText(300).default(''),
    priceCents: z.number().int().min(0).max(10_000_000),
  })
  .strict();
export const staffProductBodySchema = z
  .object({
    kind: productKindSchema,
    name: productText(120).pipe(z.string().min(1)),
    description: productText(2000).default(''),
    imageUrl: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .regex(/^(\/|https:\/\/)/, 'Please enter a valid format'),
    imageAlt: productText(200).pipe(z.string().min(1)),
    active: z.boolean(),
    sizes: z.array(staffProductSizeSchema).min(1).max(10),
  })
  .strict();
export type StaffProductBody = z.input<typeof staffProductBodySchema>;
export const staffProductSchema = z.object({
  id: z.number().int(),
  kind: productKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  active: z.boolean(),
  sizes: z.array(z.object({ name: z.string(), description: z.string(), priceCents: z.number().int() })),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductListSchema = z.object({ items: z.array(staffProductSchema), settings: staffShopSettingsSchema });
export type StaffProductList = z.infer<typeof staffProductListSchema>;

// GET /api/staff/reports/{payments|orders}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, at most a year).
export const reportRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .strict()
  .refine((range) => range.from <= range.to, { message: 'The end date must not be before the start date', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, { message: 'Please choose at most a year', path: ['to'] });
export type ReportRange = z.infer<typeof reportRangeSchema>;

// The desk's refund form: staff type dollars (the API takes cents); the field is named as the API's, so
// its message lands on it.
export const DOLLARS_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const orderRefundFormSchema = z.object({
  amountCents: z.string().trim().regex(DOLLARS_PATTERN, 'Please enter an amount like 25.00'),
  reason: z.string().trim().max(200),
});
export type OrderRefundForm = z.infer<typeof orderRefundFormSchema>;

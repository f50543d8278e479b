import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formatCents,
  ORDER_NEXT,
  ORDER_STATUS_LABELS,
  orderIdSchema,
  orderRefundBodySchema,
  orderStatusBodySchema,
  productIdSchema,
  staffOrderListSchema,
  staffOrderQuerySchema,
  staffOrderSchema,
  staffProductBodySchema,
  staffProductListSchema,
  staffProductSchema,
  staffShopSettingsSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { scopeToStaff } from '../case-core/staff-scope';
import type { PaymentProvider } from '../../lib/payment-provider';
import { listStaffOrders, listStaffProducts, saveProduct, saveSettings, staffOrder, staffSettings } from './staff-queries';
import { shopOrderRefunds, shopOrders } from './tables';

const orderParams = named(z.object({ orderId: orderIdSchema }).strict(), 'order address');
const productParams = named(z.object({ productId: productIdSchema }).strict(), 'product address');
const productBody = named(staffProductBodySchema, 'product');

/**
 * The shop at the staff desk (issue 25 points 3 and 4), under /api/staff: the home's products (sizes and
 * prices, photo, active), its terms and florist, and its orders: move them along (NEW → SENT → DELIVERED,
 * or CANCELLED) and refund all or part through the payment provider; the customer gets a mail (app.notify.money).
 */
export async function staffShopRoutes(
  instance: FastifyInstance,
  { db, authService, payments }: { db: Db; authService: AuthService; payments: PaymentProvider },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'use the shop desk');

  app.get(
    '/api/staff/orders',
    { schema: { querystring: named(staffOrderQuerySchema, 'search'), response: { 200: staffOrderListSchema } } },
    async (request) => ({
      items: await listStaffOrders(db, request.siteId, request.query.status),
    }),
  );

  app.get('/api/staff/orders/:orderId', { schema: { params: orderParams, response: { 200: staffOrderSchema } } }, async (request) =>
    staffOrder(db, request.siteId, request.params.orderId),
  );

  app.post(
    '/api/staff/orders/:orderId/status',
    { schema: { params: orderParams, body: named(orderStatusBodySchema, 'order'), response: { 200: staffOrderSchema } } },
    async (request) => {
      const { orderId } = request.params;
      const current = await staffOrder(db, request.siteId, orderId);
      const next = request.body.status;
      if (current.status === next) return current;
      if (!ORDER_NEXT[current.status].includes(next)) {
        const message = `An order that is ${ORDER_STATUS_LABELS[current.status].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[next].toLowerCase()}.`;
        throw new HttpError(409, message, { status: message });
      }
      await db
        .update(shopOrders)
        .set({ fulfilmentStatus: next, statusChangedAt: new Date(), statusChangedBy: request.staffUser.id })
        .where(and(eq(shopOrders.id, orderId), eq(shopOrders.siteId, request.siteId), eq(shopOrders.fulfilmentStatus, current.status)));
      return staffOrder(db, request.siteId, orderId);
    },
  );

  app.post(
    '/api/staff/orders/:orderId/refund',
    // A manager's (issue 37 point 8): checked for every route in case-core/staff-permission.ts.
    {
      config: { staff: { permission: 'manager', what: 'refund an order' } },
      schema: { params: orderParams, body: named(orderRefundBodySchema, 'refund'), response: { 200: staffOrderSchema } },
    },
    async (request) => {
      const { orderId } = request.params;
      const { amountCents, reason, idempotencyKey } = request.body;
      const siteId = request.siteId;
      const made = await db.transaction(async (tx) => {
        // Locked: two refunds at once never give back more than was paid.
        await tx.execute(sql`SELECT id FROM shop_order WHERE id = ${orderId} AND site_id = ${siteId} FOR UPDATE`);
        const [order] = await tx
          .select()
          .from(shopOrders)
          .where(and(eq(shopOrders.id, orderId), eq(shopOrders.siteId, siteId), eq(shopOrders.paymentStatus, 'APPROVED')))
          .limit(1);
        if (!order) throw notFound('We could not find this order.');
        // The same refund sent again (double click, a retry after a lost answer): the first one stands.
        const [again] = await tx
          .select({ id: shopOrderRefunds.id })
          .from(shopOrderRefunds)
          .where(and(eq(shopOrderRefunds.orderId, orderId), eq(shopOrderRefunds.idempotencyKey, idempotencyKey)))
          .limit(1);
        if (again) return null;
        const left = order.totalCents - order.refundedCents;
        if (amountCents > left) {
          const message = left === 0 ? 'This order has been refunded in full.' : `At most ${formatCents(left)} of this order can be refunded.`;
          throw badRequest(message, { amountCents: message });
        }
        if (order.paymentReference) {
          await payments.refund({ reference: order.paymentReference, amountCents, idempotencyKey: `order-refund:${orderId}:${idempotencyKey}` });
        }
        await tx.insert(shopOrderRefunds).values({ orderId, amountCents, reason: reason ?? '', refundedBy: request.staffUser.id, idempotencyKey });
        const refundedCents = order.refundedCents + amountCents;
        await tx
          .update(shopOrders)
          .set({
            refundedCents,
            ...(refundedCents === order.totalCents
              ? { fulfilmentStatus: 'REFUNDED' as const, statusChangedAt: new Date(), statusChangedBy: request.staffUser.id }
              : {}),
          })
          .where(eq(shopOrders.id, orderId));
        return { order, refundedCents };
      });
      if (made) {
        await app.notify.money(request, { kind: 'ORDER_REFUNDED', order: made.order, amountCents, refundedCents: made.refundedCents, reason: reason ?? '' });
      }
      return staffOrder(db, siteId, orderId);
    },
  );

  app.get('/api/staff/shop/products', { schema: { response: { 200: staffProductListSchema } } }, async (request) => ({
    items: await listStaffProducts(db, request.siteId),
    settings: await staffSettings(db, request.siteId),
  }));

  const oneProduct = async (siteId: string, productId: number) => {
    const [product] = await listStaffProducts(db, siteId, productId);
    if (!product) throw notFound('We could not find this product.');
    return product;
  };

  app.post('/api/staff/shop/products', { schema: { body: productBody, response: { 201: staffProductSchema } } }, async (request, reply) => {
    const id = await saveProduct(db, request.siteId, request.body);
    reply.status(201);
    return oneProduct(request.siteId, id);
  });

  app.put(
    '/api/staff/shop/products/:productId',
    { schema: { params: productParams, body: productBody, response: { 200: staffProductSchema } } },
    async (request) => {
      await saveProduct(db, request.siteId, request.body, request.params.productId);
      return oneProduct(request.siteId, request.params.productId);
    },
  );

  app.put(
    '/api/staff/shop/settings',
    { schema: { body: named(staffShopSettingsSchema, 'shop settings'), response: { 200: staffShopSettingsSchema } } },
    async (request) => {
      await saveSettings(db, request.siteId, request.body);
      return staffSettings(db, request.siteId);
    },
  );
}

import {
  obituaryListSchema,
  orderSchema,
  shopSchema,
  staffOrderListSchema,
  staffOrderSchema,
  staffProductListSchema,
  staffProductSchema,
} from '@keepsake/shared/contract';
import { eq } from 'drizzle-orm';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';
import { obituaries } from '../case-core/obituary-tables';
import { createSandboxPaymentProvider } from '../payment/sandbox-provider';
import { checkoutBody } from '../../testing/checkout-body';

// Issue 25 points 3 and 4: staff edit the shop's products and florist; orders move NEW → SENT → DELIVERED
// and are refunded (all or part) through the provider, once per key, the customer mailed each time.
describe('the shop at the staff desk', () => {
  const payments = createSandboxPaymentProvider();
  const { t, who, call } = signedInApp({ parts: { payments } });
  let obituaryId: number;
  let siteId: string;

  beforeAll(async () => {
    const list = obituaryListSchema.parse((await t.app.inject({ url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json());
    obituaryId = list.items[0]!.id;
    siteId = (await t.app.database.db.select({ siteId: obituaries.siteId }).from(obituaries).where(eq(obituaries.id, obituaryId)))[0]!.siteId;
  }, 60_000);
  const placeOrder = async () => {
    const shop = shopSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${obituaryId}/shop`, headers: DEMO_HOST })).json());
    const flowers = shop.products.find((product) => product.kind === 'FLOWERS')!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: DEMO_HOST,
      payload: checkoutBody({ productId: flowers.id, purchaser: { name: 'Linda Carver', email: `linda.${Date.now()}@example.com`, phone: '(555) 123-4567' } }),
    });
    expect(response.statusCode).toBe(201);
    return orderSchema.parse(response.json());
  };

  it('answers only staff of this home', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/orders'],
      ['GET', '/api/staff/shop/products'],
      ['PUT', '/api/staff/shop/settings', { deliveryFeeCents: 0, taxRateBasisPoints: 0, deliveryCutoffHours: 24, floristEmail: '' }],
      ['POST', '/api/staff/orders/ord_aaaaaaaaaaaaaaaaaaaa/refund', { amountCents: 100, idempotencyKey: 'refund-0001' }],
    ] as const) {
      expectError(await call(method, url, undefined, body), 401);
      expectError(await call(method, url, who.family, body), 403);
    }
  });

  it('mails the florist the home names when an order is placed', async () => {
    const settings = { deliveryFeeCents: 1500, taxRateBasisPoints: 600, deliveryCutoffHours: 12, floristEmail: 'Orders@Bloom.example' };
    const saved = await call('PUT', '/api/staff/shop/settings', who.staff, settings);
    expect(saved.json()).toEqual({ ...settings, floristEmail: 'orders@bloom.example' });
    expect(expectError(await call('PUT', '/api/staff/shop/settings', who.staff, { ...settings, floristEmail: 'not-mail' }), 400).fieldErrors).toHaveProperty(
      'floristEmail',
    );
    const order = await placeOrder();
    expect(order.deliveryCents).toBe(1500);
    const mail = (await recentMail(t.app.database.db, siteId)).find((entry) => entry.toAddress === 'orders@bloom.example');
    expect(mail?.subject).toContain(order.id);
    expect(mail?.body).toContain('12 Elm Street');
  });

  it('lists orders with obituary and delivery, and moves them NEW → SENT → DELIVERED only forward', async () => {
    const order = await placeOrder();
    const list = staffOrderListSchema.parse((await call('GET', '/api/staff/orders?status=NEW', who.staff)).json());
    const listed = list.items.find((item) => item.id === order.id)!;
    expect(listed).toMatchObject({
      status: 'NEW',
      obituary: { id: obituaryId, fullName: expect.stringContaining('Hartwell') },
      delivery: { method: 'ADDRESS' },
    });
    expectError(await call('POST', `/api/staff/orders/${order.id}/status`, who.staff, { status: 'NEW' }), 400);
    expect(staffOrderSchema.parse((await call('POST', `/api/staff/orders/${order.id}/status`, who.staff, { status: 'SENT' })).json()).status).toBe('SENT');
    expect(staffOrderSchema.parse((await call('POST', `/api/staff/orders/${order.id}/status`, who.staff, { status: 'DELIVERED' })).json()).status).toBe(
      'DELIVERED',
    );
    expectError(await call('POST', `/api/staff/orders/${order.id}/status`, who.staff, { status: 'CANCELLED' }), 409);
    // Another home's staff do not see it, nor can they act on it.
    expect(
      staffOrderListSchema.parse((await call('GET', '/api/staff/orders', who.otherSite, undefined, SECOND_HOST)).json()).items.map((item) => item.id),
    ).not.toContain(order.id);
    expectError(await call('POST', `/api/staff/orders/${order.id}/status`, who.otherSite, { status: 'CANCELLED' }, SECOND_HOST), 404);
    expectError(await call('GET', '/api/staff/orders?status=LOST', who.staff), 400);
  });

  it('refunds part, then the rest; a resent refund gives nothing back twice; never more than was paid', async () => {
    const order = await placeOrder();
    const url = `/api/staff/orders/${order.id}/refund`;
    expectError(await call('POST', url, who.otherSite, { amountCents: 100, idempotencyKey: 'other-home-1' }, SECOND_HOST), 404);
    expect(expectError(await call('POST', url, who.staff, { amountCents: 0, idempotencyKey: 'zero-refund' }), 400).fieldErrors).toHaveProperty('amountCents');
    expect(expectError(await call('POST', url, who.staff, { amountCents: 100, idempotencyKey: 'x' }), 400).fieldErrors).toHaveProperty('idempotencyKey');
    const part = { amountCents: 1000, reason: 'Arrived late', idempotencyKey: 'refund-part-1' };
    const first = staffOrderSchema.parse((await call('POST', url, who.staff, part)).json());
    const again = staffOrderSchema.parse((await call('POST', url, who.staff, part)).json());
    expect(first).toMatchObject({ refundedCents: 1000, status: 'NEW' });
    expect(again.refundedCents).toBe(1000);
    expect(again.refunds).toHaveLength(1);
    expect([...payments.ledger.refunds.values()].filter((refund) => refund.amountCents === 1000)).toHaveLength(1);
    const over = expectError(await call('POST', url, who.staff, { amountCents: order.totalCents, idempotencyKey: 'refund-over-1' }), 400);
    expect(over.fieldErrors?.amountCents).toContain('At most');
    const rest = staffOrderSchema.parse((await call('POST', url, who.staff, { amountCents: order.totalCents - 1000, idempotencyKey: 'refund-rest-1' })).json());
    expect(rest).toMatchObject({ refundedCents: order.totalCents, status: 'REFUNDED' });
    const mails = (await recentMail(t.app.database.db, siteId)).filter(
      (entry) => entry.toAddress === order.purchaserEmail && entry.subject.includes(': refund of '),
    );
    expect(mails).toHaveLength(2);
    expect(mails.map((entry) => entry.body).join(' ')).toContain('Arrived late');
  });

  it('edits a product: sizes and prices, photo with alt text, active; the public shop follows', async () => {
    const { items } = staffProductListSchema.parse((await call('GET', '/api/staff/shop/products', who.staff)).json());
    const product = items.find((item) => item.kind === 'FLOWERS')!;
    const body = {
      kind: product.kind,
      name: 'Spring garden basket',
      description: 'Tulips and daffodils',
      imageUrl: product.imageUrl,
      imageAlt: 'A basket of yellow tulips',
      active: true,
      sizes: [
        { name: 'Standard', priceCents: 8_500 },
        { name: 'Deluxe', description: 'Twice the flowers', priceCents: 12_500 },
      ],
    };
    expect(expectError(await call('PUT', `/api/staff/shop/products/${product.id}`, who.staff, { ...body, imageAlt: '' }), 400).fieldErrors).toHaveProperty(
      'imageAlt',
    );
    expect(
      expectError(await call('PUT', `/api/staff/shop/products/${product.id}`, who.staff, { ...body, sizes: [{ name: 'A', priceCents: -1 }] }), 400).fieldErrors,
    ).toBeDefined();
    expectError(await call('PUT', `/api/staff/shop/products/${product.id}`, who.otherSite, body, SECOND_HOST), 404);
    const saved = staffProductSchema.parse((await call('PUT', `/api/staff/shop/products/${product.id}`, who.staff, body)).json());
    expect(saved.sizes.map((size) => size.priceCents)).toEqual([8_500, 12_500]);
    const shop = shopSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${obituaryId}/shop`, headers: DEMO_HOST })).json());
    expect(shop.products.find((item) => item.id === product.id)).toMatchObject({ name: 'Spring garden basket', priceCents: 8_500 });
    await call('PUT', `/api/staff/shop/products/${product.id}`, who.staff, { ...body, active: false });
    const after = shopSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${obituaryId}/shop`, headers: DEMO_HOST })).json());
    expect(after.products.map((item) => item.id)).not.toContain(product.id);
    const created = await call('POST', '/api/staff/shop/products', who.staff, { ...body, name: 'Memorial tree', kind: 'TREE' });
    expect(created.statusCode).toBe(201);
  });
});

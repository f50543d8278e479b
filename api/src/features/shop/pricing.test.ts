import { apiErrorSchema, DELIVERY_CLOSED_MESSAGE, obituaryListSchema, orderSchema, productDetailSchema, shopSchema } from '@keepsake/shared/contract';
import { SHOP_TERMS } from '../../seed/shop-catalogue';
import { createTestApp, DEMO_HOST, type TestApp } from '../../testing/test-app';
import { createSandboxPaymentProvider } from '../payment/sandbox-provider';
import { checkoutBody } from '../../testing/checkout-body';

// Issue 15 point 8: sizes, the delivery fee and the tax are the server's, in cents; a service's cut-off
// refuses late deliveries. (An expired card is the hosted fields' to refuse: payment-sandbox/core.test.ts.)
describe('memorial shop prices, sizes and cut-off', () => {
  const payments = createSandboxPaymentProvider();
  let t: TestApp;
  let eleanor: number;
  beforeAll(async () => {
    t = await createTestApp({ parts: { payments } });
    eleanor = await idOf('Eleanor Hartwell');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: DEMO_HOST });
  async function idOf(name: string) {
    return obituaryListSchema.parse((await get(`/api/web/obituaries?name=${encodeURIComponent(name)}`)).json()).items[0]?.id as number;
  }
  const productsOf = async (id: number) => shopSchema.parse((await get(`/api/web/obituaries/${id}/shop`)).json()).products;
  const eventsOf = async (id: number) => (await get(`/api/web/obituaries/${id}`)).json().events as { id: number; title: string }[];
  let client = 0;
  const place = (id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${id}/shop/orders`,
      headers: DEMO_HOST,
      payload: body,
      remoteAddress: `198.51.100.${(client += 1)}`,
    });
  const body = (productId: number, extra: object = {}) => ({
    ...checkoutBody({ productId, purchaser: { name: `Buyer ${client}`, email: 'buyer@example.com', phone: '(555) 123-4567' } }),
    ...extra,
  });
  const chargedFor = (orderId: string) => payments.ledger.charges.get(`order:${orderId}`)?.amountCents;

  it('offers arrangements in sizes, each with its price, and sends the site’s terms with a product', async () => {
    const [lilies] = await productsOf(eleanor);
    expect(lilies?.variants.map((variant) => [variant.name, variant.priceCents])).toEqual([
      ['Standard', 8_500],
      ['Deluxe', 11_500],
      ['Premium', 14_500],
    ]);
    const detail = productDetailSchema.parse((await get(`/api/web/obituaries/${eleanor}/shop/products/${lilies?.id}`)).json());
    expect(detail.terms).toEqual(SHOP_TERMS);
  });

  it('charges the chosen size, the delivery fee and the tax, and ignores any amount the client sends', async () => {
    const [lilies] = await productsOf(eleanor);
    const deluxe = lilies?.variants[1];
    const tampered = { unitPriceCents: 1, priceCents: 1, totalCents: 1, taxCents: 0, deliveryCents: 0, subtotalCents: 1 };
    const response = await place(eleanor, body(lilies?.id as number, { variantId: deluxe?.id, quantity: 2, ...tampered }));
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    // 2 × $115.00 + $14.95 delivery = $244.95; 6 % tax = $14.697 → $14.70.
    expect(order).toMatchObject({
      variantName: 'Deluxe',
      unitPriceCents: 11_500,
      subtotalCents: 23_000,
      deliveryCents: 1_495,
      taxCents: 1_470,
      totalCents: 25_965,
    });
    expect(chargedFor(order.id)).toBe(25_965);
  });

  it('charges no delivery fee for a tree (its certificate is mailed), but does charge tax', async () => {
    const tree = (await productsOf(eleanor)).find((product) => product.kind === 'TREE');
    const order = orderSchema.parse((await place(eleanor, body(tree?.id as number))).json());
    expect(order).toMatchObject({ variantName: null, subtotalCents: 4_500, deliveryCents: 0, taxCents: 270, totalCents: 4_770 });
    expect(chargedFor(order.id)).toBe(4_770);
  });

  it('refuses a size of another product with the field’s message', async () => {
    const [lilies, basket] = await productsOf(eleanor);
    const response = await place(eleanor, body(lilies?.id as number, { variantId: basket?.variants[0]?.id }));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ variantId: 'Invalid option selected' });
  });

  it('refuses delivery to a service after its cut-off, and charges nothing', async () => {
    const [lilies] = await productsOf(eleanor);
    const [visitation] = await eventsOf(eleanor);
    // The visitation now starts in two hours: well inside the florist's 24-hour lead time.
    await t.app.database.query(`UPDATE obituary_event SET starts_at = now() + interval '2 hours' WHERE id = $1`, [visitation?.id]);
    const charges = payments.ledger.charges.size;
    const before = await t.app.database.query('SELECT count(*)::int AS n FROM shop_order');
    const response = await place(eleanor, body(lilies?.id as number, { deliveryMethod: 'EVENT', eventId: visitation?.id }));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ eventId: DELIVERY_CLOSED_MESSAGE });
    expect(payments.ledger.charges.size).toBe(charges);
    expect(await t.app.database.query('SELECT count(*)::int AS n FROM shop_order')).toEqual(before);
    // A day and a half ahead the same service is open again.
    await t.app.database.query(`UPDATE obituary_event SET starts_at = now() + interval '36 hours' WHERE id = $1`, [visitation?.id]);
    expect((await place(eleanor, body(lilies?.id as number, { deliveryMethod: 'EVENT', eventId: visitation?.id }))).statusCode).toBe(201);
  });
});

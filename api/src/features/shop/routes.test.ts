import {
  apiErrorSchema,
  CARD_NUMBER_REFUSED_MESSAGE,
  obituaryListSchema,
  orderSchema,
  priceOrder,
  productDetailSchema,
  shopSchema,
  type CheckoutBody,
} from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../testing/test-app';
import { checkoutBody } from '../../testing/checkout-body';

describe('memorial shop calls', () => {
  let t: TestApp;
  // Migrating and seeding a fresh in-memory database takes a few seconds when suites run in parallel.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers = DEMO_HOST) => t.app.inject({ method: 'GET', url, headers });
  const idOf = async (name: string, headers = DEMO_HOST) =>
    obituaryListSchema.parse((await get(`/api/web/obituaries?name=${encodeURIComponent(name)}`, headers)).json()).items[0]?.id as number;
  const shopOf = async (id: number) => shopSchema.parse((await get(`/api/web/obituaries/${id}/shop`)).json());
  const eventsOf = async (id: number) => (await get(`/api/web/obituaries/${id}`)).json().events as { id: number }[];

  const order = (overrides: Partial<CheckoutBody> = {}) => checkoutBody({ cardMessage: 'With love, always.', ...overrides });
  const place = (id: number, body: unknown, headers = DEMO_HOST) =>
    t.app.inject({ method: 'POST', url: `/api/web/obituaries/${id}/shop/orders`, headers, payload: body as object });

  it('offers flowers and trees, with the family’s charity', async () => {
    const shop = await shopOf(await idOf('Eleanor Hartwell'));
    expect(shop.products.map((product) => product.kind)).toEqual(expect.arrayContaining(['FLOWERS', 'TREE']));
    expect(shop.donation).toMatchObject({ inLieuOfFlowers: false });
  });

  it('leaves flowers out when the family asked for donations in lieu of flowers', async () => {
    const id = await idOf('Walter Okafor');
    const shop = await shopOf(id);
    expect(shop.donation).toMatchObject({ inLieuOfFlowers: true, url: 'https://hospice.vermont.example/donate' });
    expect(shop.products.every((product) => product.kind === 'TREE')).toBe(true);
    const flowers = (await shopOf(await idOf('Eleanor Hartwell'))).products.find((product) => product.kind === 'FLOWERS');
    expect((await get(`/api/web/obituaries/${id}/shop/products/${flowers?.id}`)).statusCode).toBe(404);
    expect((await place(id, order({ productId: flowers?.id }))).statusCode).toBe(404);
  });

  it('returns one product, and 404s a product of another site', async () => {
    const id = await idOf('Eleanor Hartwell');
    const [first] = (await shopOf(id)).products;
    expect(productDetailSchema.parse((await get(`/api/web/obituaries/${id}/shop/products/${first?.id}`)).json())).toMatchObject(first ?? {});
    const otherSiteObituary = await idOf('Sullivan', SECOND_HOST);
    const theirs = shopSchema.parse((await get(`/api/web/obituaries/${otherSiteObituary}/shop`, SECOND_HOST)).json()).products[0];
    expect((await get(`/api/web/obituaries/${id}/shop/products/${theirs?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/web/obituaries/${id}/shop/products/abc`)).statusCode).toBe(404);
  });

  it('takes an order to an address with an approved card and keeps only brand and last four', async () => {
    const id = await idOf('Eleanor Hartwell');
    const [product] = (await shopOf(id)).products;
    const { terms } = productDetailSchema.parse((await get(`/api/web/obituaries/${id}/shop/products/${product?.id}`)).json());
    const response = await place(id, order({ productId: product?.id, quantity: 2 }));
    expect(response.statusCode).toBe(201);
    const placed = orderSchema.parse(response.json());
    expect(placed).toMatchObject({
      quantity: 2,
      ...priceOrder({ unitPriceCents: product?.priceCents ?? 0, quantity: 2, kind: 'FLOWERS', terms }),
      delivery: { method: 'ADDRESS', recipientName: 'The Hartwell family', address: '12 Elm Street, Alder Falls, VT 05901' },
      payment: { status: 'APPROVED', brand: 'Visa', last4: '4242' },
    });
    expect(JSON.stringify(response.json())).not.toContain('4242424242424242');
    const rows = await t.app.database.query('SELECT * FROM shop_order WHERE id = $1', [placed.id]);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|"123"/);
    const again = orderSchema.parse((await get(`/api/web/obituaries/${id}/shop/orders/${placed.id}`)).json());
    expect(again).toEqual(placed);
  });

  it('delivers to a service event of this obituary only', async () => {
    const id = await idOf('Eleanor Hartwell');
    const [visitation] = await eventsOf(id);
    const response = await place(
      id,
      order({ deliveryMethod: 'EVENT', eventId: visitation?.id, recipientName: '', line1: '', city: '', region: '', postalCode: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(orderSchema.parse(response.json()).delivery).toMatchObject({ method: 'EVENT', eventTitle: 'Visitation', placeName: 'Willowbrook Main Chapel' });
    const [otherEvent] = await eventsOf(await idOf('Walter Okafor'));
    const wrong = await place(id, order({ deliveryMethod: 'EVENT', eventId: otherEvent?.id }));
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    ['tok_chargeDeclined', 'Your card was declined. Please check the details or use a different card.'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds. Please use a different card.'],
  ])('answers 402 for the test token %s and saves no order', async (token, message) => {
    const id = await idOf('Margaret Delaney');
    const before = await t.app.database.query('SELECT count(*)::int AS n FROM shop_order');
    const response = await place(id, order({ payment: { token } }));
    expect(response.statusCode).toBe(402);
    expect(apiErrorSchema.parse(response.json()).message).toBe(message);
    expect(await t.app.database.query('SELECT count(*)::int AS n FROM shop_order')).toEqual(before);
  });

  it('validates every field with SPEC §5 messages', async () => {
    const id = await idOf('Eleanor Hartwell');
    const response = await place(id, {
      productId: 'x',
      quantity: 11,
      deliveryMethod: 'DRONE',
      cardMessage: 'm'.repeat(201),
      cardSignature: '',
      purchaser: { name: '', email: 'not-an-email', phone: 'call me' },
      payment: { token: 'card 4242' },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
      productId: 'Expected number',
      quantity: 'Cannot exceed 10',
      deliveryMethod: 'Invalid option selected. Valid options are: EVENT, ADDRESS',
      cardMessage: 'Cannot exceed 200 characters',
      cardSignature: 'This field is required',
      'purchaser.name': 'This field is required',
      'purchaser.email': 'Please enter a valid email address',
      'purchaser.phone': 'Please enter a valid format',
      'payment.token': 'Please enter a valid format',
    });
  });

  it('requires the address fields for delivery to an address, and an event for delivery to a service', async () => {
    const id = await idOf('Eleanor Hartwell');
    const address = await place(id, order({ recipientName: '', line1: ' ', city: undefined, region: '', postalCode: '' }));
    expect(address.json().fieldErrors).toEqual({
      recipientName: 'This field is required',
      line1: 'This field is required',
      city: 'This field is required',
      region: 'This field is required',
      postalCode: 'This field is required',
    });
    const event = await place(id, order({ deliveryMethod: 'EVENT', eventId: '' as unknown as number }));
    expect(event.json().fieldErrors).toEqual({ eventId: 'This field is required' });
  });

  it('refuses a card number anywhere in the order (400), naming the field, never echoing the number', async () => {
    const id = await idOf('Eleanor Hartwell');
    const before = await t.app.database.query('SELECT count(*)::int AS n FROM shop_order');
    const legacy = await place(id, { ...order(), payment: { nameOnCard: 'A', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json().fieldErrors).toEqual({ 'payment.cardNumber': CARD_NUMBER_REFUSED_MESSAGE });
    expect(legacy.body).not.toMatch(/4242/);
    const inMessage = await place(id, order({ cardMessage: 'Charge 4000-0027-6000-3184 please' }));
    expect(inMessage.statusCode).toBe(400);
    expect(inMessage.json().fieldErrors).toEqual({ cardMessage: CARD_NUMBER_REFUSED_MESSAGE });
    expect(await t.app.database.query('SELECT count(*)::int AS n FROM shop_order')).toEqual(before);
  });

  it('keeps orders and shops to their own site', async () => {
    const otherSite = await idOf('Sullivan', SECOND_HOST);
    expect((await get(`/api/web/obituaries/${otherSite}/shop`)).statusCode).toBe(404);
    expect((await place(otherSite, order())).statusCode).toBe(404);
    const id = await idOf('Eleanor Hartwell');
    const placed = orderSchema.parse((await place(id, order())).json());
    const theirs = await idOf('Sullivan', SECOND_HOST);
    expect((await get(`/api/web/obituaries/${theirs}/shop/orders/${placed.id}`, SECOND_HOST)).statusCode).toBe(404);
    const otherObituary = await idOf('Walter Okafor');
    expect((await get(`/api/web/obituaries/${otherObituary}/shop/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await get(`/api/web/obituaries/${id}/shop/orders/not-an-order`)).statusCode).toBe(404);
  });
});

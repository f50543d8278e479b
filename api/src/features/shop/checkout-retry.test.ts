import { obituaryListSchema, orderSchema } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, type TestApp } from '../../testing/test-app';
import { createSandboxPaymentProvider } from '../payment/sandbox-provider';
import { checkoutBody } from '../../testing/checkout-body';
import { shopOrders } from './tables';

// Issue 13 point 4: pending first, one charge per order whatever the retries, refund when the
// confirmation cannot be written.
describe('checkout is safe to retry', () => {
  const payments = createSandboxPaymentProvider();
  let t: TestApp;
  let obituaryId: number;
  beforeAll(async () => {
    t = await createTestApp({ parts: { payments } });
    const list = obituaryListSchema.parse((await t.app.inject({ url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json());
    obituaryId = list.items[0]?.id as number;
  });
  afterAll(() => t.close());

  let client = 0;
  const order = (purchaser: string) => checkoutBody({ purchaser: { name: purchaser, email: 'linda@example.com', phone: '(555) 123-4567' } });
  const place = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: { ...DEMO_HOST, ...headers },
      payload: body as object,
      remoteAddress: `192.0.2.${(client += 1)}`,
    });
  const rows = () => t.app.database.db.select().from(shopOrders);

  it('the same order sent twice charges once and answers the same order', async () => {
    const charges = payments.ledger.charges.size;
    const first = await place(order('Twice Sent'));
    const second = await place(order('Twice Sent'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(orderSchema.parse(second.json()).id).toBe(orderSchema.parse(first.json()).id);
    expect(payments.ledger.charges.size).toBe(charges + 1);
  });

  it('an Idempotency-Key decides what counts as the same order', async () => {
    const charges = payments.ledger.charges.size;
    const key = { 'idempotency-key': 'checkout-form-7f3a9c' };
    const first = orderSchema.parse((await place(order('Keyed Buyer'), key)).json());
    const again = orderSchema.parse((await place(order('Keyed Buyer'), key)).json());
    expect(again.id).toBe(first.id);
    const other = orderSchema.parse((await place(order('Keyed Buyer'), { 'idempotency-key': 'checkout-form-other1' })).json());
    expect(other.id).not.toBe(first.id);
    expect(payments.ledger.charges.size).toBe(charges + 2);
    expect((await place(order('Keyed Buyer'), { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('a confirmation that cannot be written refunds the charge and keeps no approved order', async () => {
    const { database } = t.app;
    await database.exec(`
      CREATE FUNCTION keepsake_test_refuse_confirm() RETURNS trigger AS $$
      BEGIN
        IF NEW.payment_status = 'APPROVED' THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER keepsake_test_refuse_confirm BEFORE UPDATE ON shop_order
        FOR EACH ROW EXECUTE FUNCTION keepsake_test_refuse_confirm();
    `);
    try {
      const response = await place(order('Refund Me'));
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('Refund Me');
      const row = (await rows()).find((entry) => entry.purchaserName === 'Refund Me');
      expect(row?.paymentStatus).toBe('VOIDED');
      expect(payments.ledger.refunded.has(row?.paymentReference as string)).toBe(true);
    } finally {
      await database.exec('DROP TRIGGER keepsake_test_refuse_confirm ON shop_order; DROP FUNCTION keepsake_test_refuse_confirm();');
    }
  });

  it('a declined card leaves nothing behind, and a pending order is never shown', async () => {
    const declined = await place({ ...order('Declined Buyer'), payment: { token: 'tok_chargeDeclined' } });
    expect(declined.statusCode).toBe(402);
    expect((await rows()).some((entry) => entry.purchaserName === 'Declined Buyer')).toBe(false);
    expect((await rows()).every((entry) => entry.paymentStatus !== 'PENDING')).toBe(true);
  });
});

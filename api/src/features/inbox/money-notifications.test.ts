import { casePaymentSchema, obituaryListSchema, orderSchema, shopSchema, staffNotificationSettingsSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../seed/willowbrook-site';
import { callAs, signedInApp } from '../../testing/family-sign-in';
import { checkoutBody } from '../../testing/checkout-body';
import { PURCHASER, prepareRosasContract, submitRosasContract } from '../../testing/signed-contract';
import { DEMO_HOST } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';

// Issue 36 point 2: every money event reaches, through app.notify.money, the people who wait for it; each
// test reads what the event put in the outbox. ADR 096.
const STAFF = 'staff@willowbrook.test';
const PRIMARY = 'family@willowbrook.test';
const FLORIST = 'orders@bloom.example';

describe('money events by mail (issue 36 point 2)', () => {
  const { t, who, call } = signedInApp();
  let all: Record<string, boolean>;
  let obituaryId: number;

  beforeAll(async () => {
    all = staffNotificationSettingsSchema.parse((await callAs(t.app)('GET', '/api/staff/notifications', who.staff)).json()).notices;
    const list = obituaryListSchema.parse((await t.app.inject({ url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json());
    obituaryId = list.items[0]!.id;
  }, 120_000);

  const mailCount = async () => (await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500)).length;
  // What `act` sent: the outbox's new rows, oldest first.
  async function sent(act: () => Promise<unknown>) {
    const before = await mailCount();
    await act();
    const after = await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500);
    return after.slice(0, after.length - before).reverse();
  }
  const to = (mails: { toAddress: string }[]) => mails.map((mail) => mail.toAddress).sort();
  const setNotice = (notice: string, on: boolean) => call('PUT', '/api/staff/notifications', who.staff, { notices: { ...all, [notice]: on } });

  async function placeOrder(email: string) {
    const shop = shopSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${obituaryId}/shop`, headers: DEMO_HOST })).json());
    const flowers = shop.products.find((product) => product.kind === 'FLOWERS')!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: DEMO_HOST,
      payload: checkoutBody({
        productId: flowers.id,
        quantity: 2,
        cardMessage: 'With love',
        purchaser: { name: 'Linda Carver', email, phone: '(555) 123-4567' },
      }),
    });
    expect(response.statusCode).toBe(201);
    return orderSchema.parse(response.json());
  }

  it('staff find "A shop order is placed" among their notifications, on by default', () => {
    expect(all.ORDER_PLACED).toBe(true);
  });

  it('an order placed: the buyer gets a receipt with items, fees, tax, delivery and number; the home and its florist are told', async () => {
    await call('PUT', '/api/staff/shop/settings', who.staff, {
      deliveryFeeCents: 1500,
      taxRateBasisPoints: 600,
      deliveryCutoffHours: 12,
      floristEmail: FLORIST,
    });
    let order!: ReturnType<typeof orderSchema.parse>;
    const mails = await sent(async () => {
      order = await placeOrder('linda.receipt@example.com');
    });
    expect(to(mails)).toEqual(['linda.receipt@example.com', FLORIST, STAFF].sort());

    const receipt = mails.find((mail) => mail.toAddress === 'linda.receipt@example.com')!;
    expect(receipt.subject).toBe(`Willowbrook Funeral Home: your receipt for order ${order.id}`);
    const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const line of [
      `Order number: ${order.id}`,
      `2 × ${order.product.name}`,
      `Subtotal: ${money(order.subtotalCents)}`,
      'Delivery: $15.00',
      `Tax: ${money(order.taxCents)}`,
      `Total: ${money(order.totalCents)}, paid by ${order.payment.brand} ending 4242`,
      'To The Hartwell family, 12 Elm Street',
      'Card: “With love” — The Carvers',
    ]) {
      expect(receipt.body).toContain(line);
    }
    expect(receipt.links[0]).toMatch(new RegExp(`/obituaries/${obituaryId}/eleanor[a-z-]*hartwell/shop/order/${order.id}/thanks$`));

    const notice = mails.find((mail) => mail.toAddress === STAFF)!;
    expect(notice.subject).toContain(`new order ${order.id}`);
    expect(notice.body).toContain('Linda Carver (linda.receipt@example.com) placed an order.');
    expect(notice.body).toContain('/studio/notifications');
    const florist = mails.find((mail) => mail.toAddress === FLORIST)!;
    expect(florist.body).toContain('12 Elm Street');
    // The florist has no page of the home's to open.
    expect(florist.links).toEqual([]);
  });

  it('an order placed with the notice turned off and no florist: only the buyer hears', async () => {
    await setNotice('ORDER_PLACED', false);
    await call('PUT', '/api/staff/shop/settings', who.staff, { deliveryFeeCents: 1500, taxRateBasisPoints: 600, deliveryCutoffHours: 12, floristEmail: '' });
    const mails = await sent(() => placeOrder('quiet.buyer@example.com'));
    expect(to(mails)).toEqual(['quiet.buyer@example.com']);
    await setNotice('ORDER_PLACED', true);
  });

  it('an order refunded: the buyer reads the amount and the reason', async () => {
    const order = await placeOrder('refund.buyer@example.com');
    const mails = await sent(() =>
      call('POST', `/api/staff/orders/${order.id}/refund`, who.staff, {
        amountCents: 500,
        reason: 'Delivered a day late',
        idempotencyKey: 'money-refund-0001',
      }),
    );
    expect(to(mails)).toEqual(['refund.buyer@example.com']);
    expect(mails[0]!.subject).toContain(`refund of $5.00 for your order ${order.id}`);
    expect(mails[0]!.body).toContain('Reason: Delivered a day late');
  });

  describe('a case', () => {
    const url = (rest = '') => `/api/family/cases/${who.rosaId}/payments${rest}`;

    it('contract signed: staff are told, the signer (the primary contact) gets a copy once', async () => {
      await prepareRosasContract(t.app, who);
      const mails = await sent(() => submitRosasContract(t.app, who));
      expect(to(mails)).toEqual([PRIMARY, STAFF]);
      expect(mails.find((mail) => mail.toAddress === PRIMARY)!.subject).toContain('is signed');
      expect(mails.find((mail) => mail.toAddress === STAFF)!.subject).toContain('signed the contract');
    }, 90_000);

    it('a card payment: receipt to the payer and the primary contact, notice to staff', async () => {
      const mails = await sent(() =>
        call('POST', url(), who.family, {
          amountCents: 10_000,
          idempotencyKey: 'money-card-key-0001',
          paymentToken: 'tok_visa',
        }),
      );
      expect(to(mails)).toEqual([PRIMARY, STAFF]);
      expect(mails.find((mail) => mail.toAddress === PRIMARY)!.body).toContain('We received your payment of $100.00 by card');
    });

    it('a check: receipt to the purchaser and the primary contact (thousands separated), notice to staff who chose it', async () => {
      let payment!: ReturnType<typeof casePaymentSchema.parse>;
      const mails = await sent(async () => {
        payment = casePaymentSchema.parse(
          (await call('POST', url('/offline'), who.staff, { method: 'CHECK', amountCents: 245_318, reference: '1042' })).json(),
        );
      });
      expect(to(mails)).toEqual([PURCHASER.email, PRIMARY, STAFF].sort());
      const receipt = mails.find((mail) => mail.toAddress === PURCHASER.email)!;
      expect(receipt.body).toContain('We received your payment of $2,453.18 by check 1042');
      expect(mails.find((mail) => mail.toAddress === PRIMARY)!.body).toBe(receipt.body);
      expect(mails.find((mail) => mail.toAddress === STAFF)!.body).toContain('recorded $2,453.18 by check 1042');
      expect(payment.amountCents).toBe(245_318);

      await setNotice('PAYMENT_RECEIVED', false);
      const cash = await sent(() => call('POST', url('/offline'), who.staff, { method: 'CASH', amountCents: 2_000 }));
      expect(to(cash)).toEqual([PURCHASER.email, PRIMARY].sort());
      expect(cash[0]!.body).toContain('$20.00 in cash');
      await setNotice('PAYMENT_RECEIVED', true);
    });

    it('a refund: the payer and the primary contact read the amount and the reason; staff are told', async () => {
      const check = casePaymentSchema.parse(
        (await call('POST', url('/offline'), who.staff, { method: 'CHECK', amountCents: 3_000, reference: '2001' })).json(),
      );
      const mails = await sent(() => call('POST', url(`/${check.paymentId}/refund`), who.staff, { amountCents: 1_000, reason: 'Paid twice by mistake' }));
      expect(to(mails)).toEqual([PURCHASER.email, PRIMARY, STAFF].sort());
      const receipt = mails.find((mail) => mail.toAddress === PRIMARY)!;
      expect(receipt.subject).toContain('refund of $10.00');
      expect(receipt.body).toContain('Reason: Paid twice by mistake');
      expect(receipt.body).toMatch(/Balance due now: \$[\d,]+\.\d\d/);
    });
  });
});

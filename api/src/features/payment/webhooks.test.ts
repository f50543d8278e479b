import { casePaymentSchema, pendingOrderSchema, orderSchema, statementSchema, obituaryListSchema } from '@keepsake/shared/contract';
import { recentMail } from '../../lib/mailer';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { signRosasContract } from '../../testing/signed-contract';
import { checkoutBody } from '../../testing/checkout-body';
import { DEMO_HOST } from '../../testing/test-app';
import { signSandboxPayload } from '../../payment-sandbox/core';
import { createSandboxPaymentProvider } from './sandbox-provider';

// Issue 41 point 3: the provider's webhooks are the source of truth. A payment the bank must confirm
// (3-D Secure) stays PENDING until the provider says so; a signed webhook settles it once (a redelivery, an
// older event or a forged one changes nothing); a payment whose webhook never came is settled by the
// reconciliation job; the statement balance and the shop order follow.
describe('payment webhooks and reconciliation', () => {
  const payments = createSandboxPaymentProvider({ webhookSecret: 'whsec_test_webhooks' });
  const { t, who, call } = signedInApp({ parts: { payments } });

  beforeAll(async () => {
    await signRosasContract(t.app, who);
  }, 90_000);

  const url = (rest = '') => `/api/family/cases/${who.rosaId}/payments${rest}`;
  const balance = async () => statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json()).balanceCents;
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'keepsake-sandbox-signature': signature },
      payload: body,
    });
  const lastEvent = (reference: string) => [...payments.sent].reverse().find((sent) => JSON.parse(sent.body).data.id === reference)!;
  const eventsOf = (reference: string) => payments.sent.filter((sent) => JSON.parse(sent.body).data.id === reference);
  let pay = 0;
  const key = () => `webhook-test-key-${(pay += 1).toString().padStart(4, '0')}`;

  it('a 3-D Secure payment waits (202 with the challenge), and the signed webhook settles it; the balance follows', async () => {
    const before = await balance();
    const started = await call('POST', url(), who.family, { amountCents: 20_000, idempotencyKey: key(), paymentToken: 'tok_threeDSecureRequired' });
    expect(started.statusCode).toBe(202);
    const pending = casePaymentSchema.parse(started.json());
    expect(pending).toMatchObject({ status: 'PENDING', nextAction: { kind: 'challenge', url: expect.stringMatching(/\/challenge\/py_[a-z]{20}$/) } });
    expect(await balance()).toBe(before);
    const reference = pending.reference!;

    payments.core.completeChallenge(reference, true);
    const news = lastEvent(reference);
    const applied = await deliver(news.body, news.signature);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ received: true, duplicate: false });
    const settled = casePaymentSchema.parse((await call('GET', url(`/${pending.paymentId}`), who.family)).json());
    expect(settled).toMatchObject({ status: 'APPROVED', brand: 'Visa', last4: '3184', balanceAfterCents: before - 20_000 });
    expect(await balance()).toBe(before - 20_000);

    // The page confirms afterwards: the same payment, and the receipt goes out exactly once.
    const mailsBefore = (await recentMail(t.app.database.db, 'site-willowbrook')).length;
    expect((await call('POST', url(`/${pending.paymentId}/confirm`), who.family)).statusCode).toBe(201);
    expect((await call('POST', url(`/${pending.paymentId}/confirm`), who.family)).statusCode).toBe(201);
    const mails = await recentMail(t.app.database.db, 'site-willowbrook');
    expect(mails.length - mailsBefore).toBeGreaterThanOrEqual(1);
    const receipts = mails.filter((mail) => mail.body.includes(reference));
    expect(receipts).toHaveLength(1);
  });

  it('a redelivered webhook is answered and changes nothing; an older event after the newer one changes nothing', async () => {
    const started = casePaymentSchema.parse(
      (await call('POST', url(), who.family, { amountCents: 10_000, idempotencyKey: key(), paymentToken: 'tok_threeDSecureRequired' })).json(),
    );
    const reference = started.reference!;
    const older = eventsOf(reference)[0]!; // requires_action
    payments.core.completeChallenge(reference, true);
    const newer = lastEvent(reference); // succeeded
    expect((await deliver(newer.body, newer.signature)).json()).toEqual({ received: true, duplicate: false });
    const after = await balance();
    expect((await deliver(newer.body, newer.signature)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(older.body, older.signature)).statusCode).toBe(200);
    // Even a genuinely signed, later "declined" about an approved payment does not undo it.
    const forgedLater = JSON.stringify({
      ...JSON.parse(newer.body),
      id: 'evt_later_decline',
      data: { ...JSON.parse(newer.body).data, status: 'declined', declineReason: 'card_declined' },
    });
    expect((await deliver(forgedLater, signSandboxPayload('whsec_test_webhooks', forgedLater))).statusCode).toBe(200);
    expect(casePaymentSchema.parse((await call('GET', url(`/${started.paymentId}`), who.family)).json()).status).toBe('APPROVED');
    expect(await balance()).toBe(after);
  });

  it('refuses an unsigned, wrongly signed or old (replayed) webhook with 400, and nothing changes', async () => {
    const started = casePaymentSchema.parse(
      (await call('POST', url(), who.family, { amountCents: 5_000, idempotencyKey: key(), paymentToken: 'tok_threeDSecureRequired' })).json(),
    );
    payments.core.completeChallenge(started.reference!, true);
    const news = lastEvent(started.reference!);
    const tampered = news.body.replace('"amountCents":5000', '"amountCents":1');
    expect((await deliver(tampered, news.signature)).statusCode).toBe(400);
    expect((await deliver(news.body, signSandboxPayload('whsec_someone_else', news.body))).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/json' }, payload: news.body })).statusCode,
    ).toBe(400);
    const old = signSandboxPayload('whsec_test_webhooks', news.body, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliver(news.body, old)).statusCode).toBe(400);
    expect(casePaymentSchema.parse((await call('GET', url(`/${started.paymentId}`), who.family)).json()).status).toBe('PENDING');
    // The genuine one still settles it.
    expect((await deliver(news.body, news.signature)).statusCode).toBe(200);
    expect(casePaymentSchema.parse((await call('GET', url(`/${started.paymentId}`), who.family)).json()).status).toBe('APPROVED');
  });

  it('a failed 3-D Secure declines the payment (402 on confirm) and takes nothing off the balance', async () => {
    const before = await balance();
    const started = casePaymentSchema.parse(
      (await call('POST', url(), who.family, { amountCents: 5_000, idempotencyKey: key(), paymentToken: 'tok_threeDSecureRequired' })).json(),
    );
    payments.core.completeChallenge(started.reference!, false);
    const refused = expectError(await call('POST', url(`/${started.paymentId}/confirm`), who.family), 402);
    expect(refused.message).toBe('Your bank did not confirm this payment. Please try again or use a different card.');
    expect(await balance()).toBe(before);
    // Confirming is the family's: another family's member cannot.
    expectError(await call('POST', url(`/${started.paymentId}/confirm`), who.otherFamily), 404);
  });

  it('a payment stuck in processing (its webhook never came) is settled by the reconciliation job', async () => {
    const before = await balance();
    const started = await call('POST', url(), who.family, { amountCents: 7_500, idempotencyKey: key(), paymentToken: 'tok_processing' });
    expect(started.statusCode).toBe(202);
    const pending = casePaymentSchema.parse(started.json());
    expect(pending).toMatchObject({ status: 'PENDING', nextAction: null });
    // Not yet two minutes old: nothing to do.
    expect(await t.app.reconcilePayments()).toBe(0);
    expect(await t.app.reconcilePayments(0)).toBe(1);
    // A second tick while the job waits queues nothing more.
    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(casePaymentSchema.parse((await call('GET', url(`/${pending.paymentId}`), who.family)).json()).status).toBe('APPROVED');
    expect(await balance()).toBe(before - 7_500);
  });

  it('a shop order paid with 3-D Secure is not an order until the provider says so; then the florist hears once', async () => {
    const list = obituaryListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/web/obituaries?name=Eleanor%20Hartwell', headers: DEMO_HOST })).json(),
    );
    const obituaryId = list.items[0]!.id;
    await t.app.database.query(
      `INSERT INTO shop_settings (site_id, florist_email) VALUES ('site-willowbrook', 'florist@example.com')
       ON CONFLICT (site_id) DO UPDATE SET florist_email = excluded.florist_email`,
    );
    const floristMails = async () =>
      (await recentMail(t.app.database.db, 'site-willowbrook')).filter((mail) => mail.toAddress === 'florist@example.com').length;
    const floristBefore = await floristMails();
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: { ...DEMO_HOST, 'idempotency-key': 'shop-3ds-order-0001' },
      payload: checkoutBody({ payment: { token: 'tok_threeDSecureRequired' } }),
    });
    expect(placed.statusCode).toBe(202);
    const pending = pendingOrderSchema.parse(placed.json());
    expect(pending.payment.nextAction).toMatchObject({ kind: 'challenge' });
    const orderUrl = `/api/web/obituaries/${obituaryId}/shop/orders/${pending.id}`;
    expect((await t.app.inject({ method: 'GET', url: orderUrl, headers: DEMO_HOST })).statusCode).toBe(404);
    // Still waiting: confirming says so again.
    expect((await t.app.inject({ method: 'POST', url: `${orderUrl}/confirm`, headers: DEMO_HOST })).statusCode).toBe(202);

    const [row] = await t.app.database.query<{ payment_reference: string }>('SELECT payment_reference FROM shop_order WHERE id = $1', [pending.id]);
    payments.core.completeChallenge(row!.payment_reference, true);
    const news = lastEvent(row!.payment_reference);
    expect((await deliver(news.body, news.signature)).statusCode).toBe(200);
    expect(await floristMails()).toBe(floristBefore + 1);
    const confirmed = await t.app.inject({ method: 'POST', url: `${orderUrl}/confirm`, headers: DEMO_HOST });
    expect(confirmed.statusCode).toBe(201);
    expect(orderSchema.parse(confirmed.json()).payment).toEqual({ status: 'APPROVED', brand: 'Visa', last4: '3184' });
    expect((await t.app.inject({ method: 'GET', url: orderUrl, headers: DEMO_HOST })).statusCode).toBe(200);
    // The same order resent (a double click) is the same order.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/web/obituaries/${obituaryId}/shop/orders`,
      headers: { ...DEMO_HOST, 'idempotency-key': 'shop-3ds-order-0001' },
      payload: checkoutBody({ payment: { token: 'tok_threeDSecureRequired' } }),
    });
    expect(orderSchema.parse(again.json()).id).toBe(pending.id);
    expect(await floristMails()).toBe(floristBefore + 1);
    // The provider's fee is kept for the home's reconciliation report.
    const [fee] = await t.app.database.query<{ fee_cents: number }>('SELECT fee_cents FROM shop_order WHERE id = $1', [pending.id]);
    expect(fee?.fee_cents).toBeGreaterThan(30);
  });
});

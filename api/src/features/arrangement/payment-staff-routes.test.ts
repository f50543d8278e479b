import { casePaymentListSchema, casePaymentSchema, statementSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { PURCHASER, signRosasContract } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';

// Issue 25 point 5: staff see every payment of a case, record a check or cash, refund all or part; the
// balance follows and the purchaser gets a receipt by mail. Staff of this home only.
describe('case payments staff act on', () => {
  const { t, who, call } = signedInApp();

  beforeAll(async () => {
    // Rosa's contract signed: the free line priced, the casket's finish chosen, purchaser, finish, sign.
    await signRosasContract(t.app, who);
  }, 90_000);

  const url = (rest = '') => `/api/family/cases/${who.rosaId}/payments${rest}`;
  const balance = async () => statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json()).balanceCents;
  const check = { method: 'CHECK', amountCents: 50_000, reference: '1042' };

  it('only staff of this home record a payment', async () => {
    expectError(await call('POST', url('/offline'), undefined, check), 401);
    expectError(await call('POST', url('/offline'), who.family, check), 403);
    expectError(await call('POST', url('/offline'), who.helper, check), 403);
    expectError(await call('POST', url('/offline'), who.otherFamily, check), 404);
    expectError(await call('POST', url('/offline'), who.otherSite, check, SECOND_HOST), 404);
  });

  it('refuses a check without its number, an unknown method and more than the balance', async () => {
    expect(expectError(await call('POST', url('/offline'), who.staff, { method: 'CHECK', amountCents: 100 }), 400).fieldErrors).toHaveProperty('reference');
    expectError(await call('POST', url('/offline'), who.staff, { method: 'IOU', amountCents: 100 }), 400);
    const due = await balance();
    const over = expectError(await call('POST', url('/offline'), who.staff, { method: 'CASH', amountCents: due + 1 }), 400);
    expect(over.fieldErrors).toHaveProperty('amountCents');
  });

  it('records a check: the balance follows, the purchaser gets a receipt, staff see it in the list', async () => {
    const before = await balance();
    const response = await call('POST', url('/offline'), who.staff, check);
    expect(response.statusCode).toBe(201);
    const payment = casePaymentSchema.parse(response.json());
    expect(payment).toMatchObject({ method: 'CHECK', reference: '1042', amountCents: 50_000, status: 'APPROVED', refundedCents: 0 });
    expect(await balance()).toBe(before - 50_000);
    const list = casePaymentListSchema.parse((await call('GET', url(), who.staff)).json());
    expect(list.items.map((item) => item.paymentId)).toContain(payment.paymentId);
    const mail = (await recentMail(t.app.database.db, 'site-willowbrook')).find((row) => row.toAddress === PURCHASER.email);
    expect(mail?.body).toContain('by check 1042');
  });

  it('records a check once however often the same recording is sent', async () => {
    const before = await balance();
    const once = { method: 'CASH', amountCents: 1_000, idempotencyKey: 'desk-cash-000001' };
    const [first, second] = [await call('POST', url('/offline'), who.staff, once), await call('POST', url('/offline'), who.staff, once)];
    expect(second.statusCode).toBe(201);
    expect(casePaymentSchema.parse(second.json()).paymentId).toBe(casePaymentSchema.parse(first.json()).paymentId);
    expect(await balance()).toBe(before - 1_000);
    expect(expectError(await call('POST', url('/offline'), who.staff, { ...once, idempotencyKey: 'x' }), 400).fieldErrors).toHaveProperty('idempotencyKey');
  });

  it('refunds part of a card payment, then the rest; never more than was paid', async () => {
    const charged = casePaymentSchema.parse(
      (
        await call('POST', url(), who.family, {
          amountCents: 30_000,
          idempotencyKey: 'staff-refund-key-000001',
          paymentToken: 'tok_visa',
        })
      ).json(),
    );
    const refundUrl = url(`/${charged.paymentId}/refund`);
    expectError(await call('POST', refundUrl, who.family, { amountCents: 100 }), 403);
    expectError(await call('POST', refundUrl, who.otherSite, { amountCents: 100 }, SECOND_HOST), 404);
    expectError(await call('POST', url('/pay_aaaaaaaaaaaaaaaaaaaa/refund'), who.staff, { amountCents: 100 }), 404);
    const before = await balance();
    const part = casePaymentSchema.parse((await call('POST', refundUrl, who.staff, { amountCents: 10_000, reason: 'Fewer copies' })).json());
    expect(part.refundedCents).toBe(10_000);
    expect(await balance()).toBe(before + 10_000);
    const tooMuch = expectError(await call('POST', refundUrl, who.staff, { amountCents: 20_001 }), 400);
    expect(tooMuch.fieldErrors).toEqual({ amountCents: 'At most $200.00 of this payment can be refunded.' });
    const rest = casePaymentSchema.parse((await call('POST', refundUrl, who.staff, { amountCents: 20_000 })).json());
    expect(rest.refundedCents).toBe(30_000);
    expect(await balance()).toBe(before + 30_000);
    const mails = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.subject.includes(': refund of '));
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });
});

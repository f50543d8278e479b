import { casePaymentListSchema, casePaymentSchema, contractSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { eq } from 'drizzle-orm';
import { SECOND_HOST } from '../../testing/test-app';
import { arrItems } from './tables';

// Issue 25a point 1: what the money panel of the staff case page reads and sends, beyond
// payment-staff-routes.test.ts: the payments list and the contract as the desk reads them (and who may
// not), a double click sent twice at once records one payment, a refund needs a signed-in staff member.
describe('the money panel’s calls', () => {
  const { t, who, call } = signedInApp();

  beforeAll(async () => {
    // Something to pay for: the register book ($65.00) on Harold's case.
    const [book] = await t.app.database.db.select({ id: arrItems.id }).from(arrItems).where(eq(arrItems.name, 'Register book'));
    expect((await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: book!.id })).statusCode).toBeLessThan(300);
  }, 240_000);
  // Harold's case: Rosa's family (`family`) is not a member; `otherFamily` is Harold's.
  const payments = () => `/api/family/cases/${who.haroldId}/payments`;
  const contract = () => `/api/family/arrangements/${who.haroldId}/contract`;
  const listed = async () => casePaymentListSchema.parse((await call('GET', payments(), who.staff)).json());

  it('the payments list and the contract: staff of this home and the case’s family only', async () => {
    expect((await call('GET', payments(), who.staff)).statusCode).toBe(200);
    expect(contractSchema.parse((await call('GET', contract(), who.staff)).json()).status).not.toBe('SIGNED');
    for (const path of [payments(), contract()]) {
      expectError(await call('GET', path, undefined), 401);
      expectError(await call('GET', path, who.family), 404);
      expectError(await call('GET', path, who.otherSite, undefined, SECOND_HOST), 404);
    }
    expect((await call('GET', payments(), who.otherFamily)).statusCode).toBe(200);
  });

  it('a payment sent twice at once (a double click) is recorded once; the balance follows', async () => {
    const before = await listed();
    const body = { method: 'CASH', amountCents: 5_000, idempotencyKey: 'desk-double-click-1' };
    const [first, second] = await Promise.all([call('POST', `${payments()}/offline`, who.staff, body), call('POST', `${payments()}/offline`, who.staff, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(casePaymentSchema.parse(first.json()).paymentId).toBe(casePaymentSchema.parse(second.json()).paymentId);
    const after = await listed();
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.balanceCents).toBe(before.balanceCents - 5_000);
  });

  it('a refund: not signed out, not the family, not another home; part of it, then no more than is left', async () => {
    const payment = (await listed()).items.find((item) => item.method === 'CASH')!;
    const refund = `${payments()}/${payment.paymentId}/refund`;
    expectError(await call('POST', refund, undefined, { amountCents: 100 }), 401);
    expectError(await call('POST', refund, who.otherFamily, { amountCents: 100 }), 403);
    expectError(await call('POST', refund, who.otherSite, { amountCents: 100 }, SECOND_HOST), 404);
    const before = await listed();
    expect(casePaymentSchema.parse((await call('POST', refund, who.staff, { amountCents: 2_345 })).json()).refundedCents).toBe(2_345);
    expect((await listed()).balanceCents).toBe(before.balanceCents + 2_345);
    const over = expectError(await call('POST', refund, who.staff, { amountCents: 2_656 }), 400);
    expect(over.fieldErrors?.amountCents).toBe('At most $26.55 of this payment can be refunded.');
  });
});

import { casePaymentListSchema, casePaymentSchema, statementSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { signRosasContract } from '../../testing/signed-contract';

// Money never doubled: two DIFFERENT payments sent at the same moment whose sum is more than the balance due.
// Each checks the balance under the case's lock (money-lock.ts), so exactly one goes through and the other is
// told the balance. On PGlite (one connection) the requests are serialized anyway; on PostgreSQL
// (TEST_DATABASE_URL, a pool of connections) they really race: without the lock both pass the check.
describe('two payments at once never pay more than is due', () => {
  const { t, who, call } = signedInApp();

  beforeAll(async () => {
    await signRosasContract(t.app, who);
  }, 90_000);

  const url = (rest = '') => `/api/family/cases/${who.rosaId}/payments${rest}`;
  const statement = async () => statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
  const card = (amountCents: number, idempotencyKey: string) => ({
    amountCents,
    idempotencyKey,
    paymentToken: 'tok_visa',
  });
  // Several rounds, each on what is left: one round may happen to run the two one after the other.
  const settle = async (answers: { statusCode: number; json(): unknown }[], status: number) => {
    const passed = answers.filter((answer) => answer.statusCode === 201);
    expect(passed).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 201)!;
    return { paid: casePaymentSchema.parse(passed[0]!.json()), refused: expectError(refused, status) };
  };

  it('two checks recorded at two desks at once: one is taken, the other is told the balance', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const before = await statement();
      const most = Math.floor(before.balanceCents / 4) * 3;
      const answers = await Promise.all([
        call('POST', url('/offline'), who.staff, { method: 'CHECK', amountCents: most, reference: `20${round}1` }),
        call('POST', url('/offline'), who.staff, { method: 'CHECK', amountCents: most, reference: `20${round}2` }),
      ]);
      const { paid, refused } = await settle(answers, 400);
      expect(refused.fieldErrors).toHaveProperty('amountCents');
      const after = await statement();
      expect(after.paidCents).toBe(before.paidCents + most);
      expect(after.balanceCents).toBe(before.balanceCents - most);
      expect(paid.balanceAfterCents).toBe(after.balanceCents);
    }
  });

  it('a card payment and a check at once: one is taken, the balance never goes below zero', async () => {
    const before = await statement();
    const answers = await Promise.all([
      call('POST', url(), who.family, card(before.balanceCents, 'race-card-000000001')),
      call('POST', url('/offline'), who.staff, { method: 'CASH', amountCents: before.balanceCents }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 201)!;
    expect([400, 409]).toContain(refused.statusCode);
    const after = await statement();
    expect(after.balanceCents).toBe(0);
    expect(after.paidCents).toBe(before.paidCents + before.balanceCents);
  });

  it('two refunds of one payment at once give back no more than was paid', async () => {
    const list = casePaymentListSchema.parse((await call('GET', url(), who.staff)).json());
    const payment = list.items.find((item) => item.status === 'APPROVED' && item.refundedCents === 0)!;
    const refundUrl = url(`/${payment.paymentId}/refund`);
    const most = Math.floor(payment.amountCents / 4) * 3;
    const before = await statement();
    const answers = await Promise.all([call('POST', refundUrl, who.staff, { amountCents: most }), call('POST', refundUrl, who.staff, { amountCents: most })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(expectError(answers.find((answer) => answer.statusCode === 400)!, 400).fieldErrors).toHaveProperty('amountCents');
    const after = await statement();
    expect(after.balanceCents).toBe(before.balanceCents + most);
  });
});

import {
  arrangementSchema,
  casePaymentSchema,
  contractRevisionListSchema,
  contractSchema,
  formatCents,
  statementSchema,
  taskListSchema,
  variantListSchema,
  type Statement,
} from '@keepsake/shared/contract';
import { eq } from 'drizzle-orm';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { pdfText } from '../../testing/pdf-text';
import { PURCHASER } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { arrItems } from './tables';

describe('statement PDF and contract revisions', () => {
  const { t, who, call } = signedInApp();

  const statement = async (token = who.family): Promise<Statement> =>
    statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, token)).json());
  const itemId = async (name: string) => (await t.app.database.db.select().from(arrItems).where(eq(arrItems.name, name)))[0]!.id;

  // The demo case half-way: complete the casket with a finish, add the purchaser, finish, sign.
  async function finishAndSign() {
    const value = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}`, who.family)).json());
    const casket = value.categories.flatMap((category) => category.lines).find((line) => line.selector !== null)!;
    if (!casket.complete) {
      const steel = await itemId('Alder 18-gauge steel casket');
      const variants = variantListSchema.parse((await call('GET', `/api/family/arrangements/items/${steel}/variants`, who.family)).json()).items;
      expect(
        (await call('PATCH', `/api/family/arrangements/${who.rosaId}/lines/${casket.id}`, who.family, { itemId: steel, variantId: variants[0]!.id }))
          .statusCode,
      ).toBe(200);
    }
    // The family's own lines wait for the home's price (issue 25): staff price them first.
    for (const line of value.categories.flatMap((category) => category.lines).filter((entry) => entry.awaitingPrice)) {
      expect((await call('PUT', `/api/family/arrangements/${who.rosaId}/lines/${line.id}/price`, who.staff, { priceCents: 25_000 })).statusCode).toBe(200);
    }
    expect((await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, { purchaser: PURCHASER })).statusCode).toBe(200);
    expect((await call('POST', `/api/family/arrangements/${who.rosaId}/finish`, who.family)).statusCode).toBe(200);
    const details = await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, {
      signature: { typedName: 'Jordan Morales', consent: true },
    });
    expect(details.statusCode).toBe(200);
    return contractSchema.parse((await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family)).json());
  }

  describe('GET statement/pdf', () => {
    it('a draft statement downloads as a PDF attachment with its total and no signature', async () => {
      const response = await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.helper);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="statement-rosa-ines-morales.pdf"');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { pages, text } = await pdfText(response.rawPayload);
      expect(pages).toBeGreaterThanOrEqual(1);
      const draft = await statement();
      expect(text).toContain(formatCents(draft.totals.totalCents));
      expect(text).toContain('Not signed yet');
    });

    it('has the same checks as GET statement: signed out 401, another case’s member and another site 404', async () => {
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`), 401);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.otherFamily), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.otherSite, undefined, SECOND_HOST), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.family, undefined, SECOND_HOST), 401);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf?revision=abc`, who.family), 400);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf?bogus=1`, who.family), 400);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf?revision=7`, who.family), 404);
      expect((await call('GET', `/api/family/cases/${who.haroldId}/statement/pdf`, who.otherFamily)).statusCode).toBe(200);
    });

    it('signed: itemized lines, cash advances, total, payments, balance and the signature', async () => {
      await finishAndSign();
      const pay = await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, {
        amountCents: 100_000,
        idempotencyKey: 'pdf-payment-key-000001',
        paymentToken: 'tok_visa',
      });
      expect(casePaymentSchema.parse(pay.json()).status).toBe('APPROVED');
      const signed = await statement();
      const { text } = await pdfText((await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.family)).rawPayload);
      expect(text).toContain('Statement of Funeral Goods and Services Selected');
      expect(text).toContain('Cash advance items (paid to others on your behalf)');
      expect(text).toContain('Certified copy of the death certificate');
      expect(text).toContain(formatCents(signed.totals.totalCents));
      expect(text).toContain(formatCents(100_000));
      expect(text).toContain(formatCents(signed.balanceCents));
      expect(text).toContain('Signed by Jordan Morales');
      expect(text).toContain('Purchaser: Jordan Morales, Son');
    });
  });

  describe('POST contract/revisions (staff only)', () => {
    let first: Statement;

    it('only this home’s staff may open a revision: 401, 403 for family, helper and another home', async () => {
      first = await statement();
      const url = `/api/family/arrangements/${who.rosaId}/contract/revisions`;
      expectError(await call('POST', url), 401);
      // The refusal names the rule it applies (issue 22 point 9), not the draft website's.
      expect(expectError(await call('POST', url, who.family), 403).message).toBe(
        'Only staff of this funeral home can open a new revision of a signed contract.',
      );
      expectError(await call('POST', url, who.helper), 403);
      expectError(await call('POST', url, who.otherFamily), 403);
      // Another home's staff: not signed in at this site, and this case is not found at theirs.
      expect([401, 403]).toContain((await call('POST', url, who.otherSite)).statusCode);
      expectError(await call('POST', url, who.otherSite, undefined, SECOND_HOST), 404);
      // An id that names nothing is a 404, as the public numeric-id rule (issue 22 point 4).
      expectError(await call('POST', `/api/family/arrangements/abc/contract/revisions`, who.staff), 404);
      // An unsigned contract has nothing to revise.
      expectError(await call('POST', `/api/family/arrangements/${who.haroldId}/contract/revisions`, who.staff), 409);
      expect((await statement()).status).toBe('SIGNED');
    });

    it('staff open revision 2: the family may change selections again and must sign again', async () => {
      const opened = contractSchema.parse((await call('POST', `/api/family/arrangements/${who.rosaId}/contract/revisions`, who.staff)).json());
      expect(opened).toMatchObject({ status: 'OPEN', revision: 2, signature: null, signedAt: null, purchaser: { name: 'Jordan Morales' } });
      expect(opened.revisionOpenedAt).not.toBeNull();
      // Twice is refused: revision 2 is not signed yet.
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/revisions`, who.staff), 409);
      const tasks = taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.family)).json()).items;
      expect(tasks.find((task) => task.kind === 'arrangements')?.status).toBe('IN_PROGRESS');
      const value = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}`, who.family)).json());
      expect(value.readOnly).toBe(false);
      // A register book added in revision 2.
      const added = await call('POST', `/api/family/arrangements/${who.rosaId}/lines`, who.family, { itemId: await itemId('Register book'), quantity: 1 });
      expect(added.statusCode).toBe(201);
      // The payment made under revision 1 still counts.
      const live = await statement(who.helper);
      expect(live).toMatchObject({ status: 'OPEN', paidCents: 100_000, signedName: null });
      expect(live.totals.totalCents).toBeGreaterThan(first.totals.totalCents);
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family), 409);
    });

    it('revision 1 stays readable and unchanged after revision 2 is signed', async () => {
      const signed = await finishAndSign();
      expect(signed).toMatchObject({ status: 'SIGNED', revision: 2 });
      const second = await statement();
      expect(second.totals.totalCents).toBeGreaterThan(first.totals.totalCents);
      const history = contractRevisionListSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}/contract/revisions`, who.helper)).json());
      expect(history.current).toBe(2);
      expect(history.items).toEqual([
        { revision: 1, signedAt: first.signedAt, signedName: 'Jordan Morales', totalCents: first.totals.totalCents, supersededAt: expect.any(String) },
      ]);
      const { text } = await pdfText((await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf?revision=1`, who.family)).rawPayload);
      expect(text).toContain(formatCents(first.totals.totalCents));
      expect(text).not.toContain('Register book');
      expect(text).toContain('Signed by Jordan Morales');
      const current = await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf`, who.family);
      expect(current.headers['content-disposition']).toBe('attachment; filename="statement-rosa-ines-morales-revision-2.pdf"');
      expect((await pdfText(current.rawPayload)).text).toContain('Register book');
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}/contract/revisions`, who.otherFamily), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement/pdf?revision=1`, who.otherFamily), 404);
    });
  });
});

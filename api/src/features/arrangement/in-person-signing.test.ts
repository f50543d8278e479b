import { eq } from 'drizzle-orm';
import {
  arrangementSchema,
  caseHistorySchema,
  conferencePriceListSchema,
  contractChangesSchema,
  contractRevisionListSchema,
  contractSchema,
  deskCaseDetailSchema,
  inPersonNameMessage,
  packageListSchema,
  selectorSchema,
  statementSchema,
  variantListSchema,
} from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../seed/willowbrook-site';
import { recentMail } from '../../lib/mailer';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { pdfText } from '../../testing/pdf-text';
import { PURCHASER } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { arrItems } from './tables';

// Issue 39 point 3, "Sign at the table" (ADR 114): the purchaser signs on the director's device. The signature is
// the purchaser's (no account), with the staff member present, the time and "signed in person" on the statement,
// the PDF and the case history; the purchaser's copy (the PDF) is mailed; the signed statement is frozen.
describe('signing in person at the arrangement conference', () => {
  const { t, who, call } = signedInApp();
  let caseId: number;
  const base = () => `/api/family/arrangements/${caseId}`;
  const sign = () => `${base()}/contract/sign-in-person`;
  const purchaser = { ...PURCHASER, name: 'Ada Table-Test', email: 'ada.table@example.com', relationship: 'Daughter' };

  beforeAll(async () => {
    const created = await call('POST', '/api/staff/cases', who.staff, {
      fullName: 'Walter Table-Test',
      kind: 'AT_NEED',
      contactName: 'Ada Table-Test',
      contactEmail: 'ada.table@example.com',
      contactRelationship: 'Daughter',
    });
    caseId = deskCaseDetailSchema.parse(created.json()).id;
    const packages = packageListSchema.parse((await call('GET', `${base()}/packages`, who.staff)).json()).items;
    await call('POST', `${base()}/packages/${packages.find((pkg) => pkg.name === 'Direct cremation')!.packageId}`, who.staff);
    const copies = (await t.app.database.db.select().from(arrItems).where(eq(arrItems.name, 'Certified copy of the death certificate')))[0];
    if (copies) await call('POST', `${base()}/lines`, who.staff, { itemId: copies.id, quantity: 5 });
    const categories = conferencePriceListSchema.parse((await call('GET', `${base()}/price-list`, who.staff)).json()).categories;
    const cash = categories.find((category) => category.kind === 'CASH_ADVANCE')!;
    await call('POST', `${base()}/lines`, who.staff, { categoryId: cash.id, name: 'Clergy honorarium', priceCents: 25_000 });
    // Every selection the package leaves open: the first item (and its first finish) of the price list.
    const open = arrangementSchema.parse((await call('GET', base(), who.staff)).json());
    for (const line of open.categories.flatMap((category) => category.lines).filter((entry) => !entry.complete && entry.selector)) {
      const selector = selectorSchema.parse((await call('GET', `/api/family/arrangements/items/selectors/${line.selector!.id}`, who.staff)).json());
      const item = selector.selectorItems[0]!.item;
      const variants = variantListSchema.parse((await call('GET', `/api/family/arrangements/items/${item.id}/variants`, who.staff)).json()).items;
      await call('PATCH', `${base()}/lines/${line.id}`, who.staff, { itemId: item.id, ...(variants[0] ? { variantId: variants[0].id } : {}) });
    }
    expect(arrangementSchema.parse((await call('GET', base(), who.staff)).json()).problems.map((problem) => problem.code)).toEqual(['NO_PURCHASER']);
  }, 180_000);

  it('is for staff of the home only: signed out 401, a family member or helper 403, another home’s staff 404', async () => {
    const body = { typedName: 'Ada Table-Test', consent: true, purchaser };
    expectError(await call('POST', sign(), undefined, body), 401);
    // The family's own primary contact and a helper on Rosa's case: they sign remotely in the portal, never here.
    expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/sign-in-person`, who.family, body), 403);
    expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/sign-in-person`, who.helper, body), 403);
    expectError(await call('POST', sign(), who.otherSite, body, SECOND_HOST), 404);
    expect(contractSchema.parse((await call('GET', `${base()}/contract`, who.staff)).json()).status).not.toBe('SIGNED');
  });

  it('needs the purchaser, their name as on the statement and the confirmation', async () => {
    const noPurchaser = expectError(await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: true }), 409);
    expect(noPurchaser).toMatchObject({ fieldErrors: { details: 'Add the purchaser’s details.' } });
    const unticked = expectError(await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: false, purchaser }), 400);
    expect(Object.keys(unticked.fieldErrors ?? {})).toContain('consent');
    // The director's own name, or anyone's but the purchaser's, does not sign.
    const wrong = expectError(await call('POST', sign(), who.staff, { typedName: 'Grace Willowbrook', consent: true, purchaser }), 400);
    expect(wrong).toMatchObject({ message: inPersonNameMessage('Ada Table-Test'), fieldErrors: { typedName: inPersonNameMessage('Ada Table-Test') } });
  });

  it('signs as the purchaser with the staff member present, mails the PDF, and is recorded everywhere', async () => {
    const before = (await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500)).length;
    const response = await call('POST', sign(), who.staff, { typedName: ' ada  table-test ', consent: true, purchaser });
    expect(response.statusCode).toBe(200);
    const contract = contractSchema.parse(response.json());
    expect(contract).toMatchObject({ status: 'SIGNED', purchaser: { name: 'Ada Table-Test', email: 'ada.table@example.com' } });
    // The purchaser signed, not the staff account: no account on the record, the staff member as the one present.
    expect(contract.signing).toMatchObject({
      userId: null,
      accountName: null,
      typedName: ' ada  table-test '.trim(),
      inPerson: { staffName: expect.any(String) },
    });
    const staffName = contract.signing!.inPerson!.staffName;

    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expect(statement).toMatchObject({ status: 'SIGNED', signedName: 'ada  table-test', signing: { inPerson: { staffName } } });

    const history = caseHistorySchema.parse((await call('GET', `/api/staff/cases/${caseId}/history`, who.staff)).json()).items;
    expect(history[0]).toMatchObject({
      kind: 'contract.signed',
      summary: `Signed in person by ada  table-test, the purchaser, with ${staffName} present (revision 1)`,
      actor: { actingAs: 'STAFF', name: staffName },
    });

    const download = await call('GET', `/api/family/cases/${caseId}/statement/pdf`, who.staff);
    // The PDF's lines joined as a reader reads them.
    const text = (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(`signed in person at the funeral home, with ${staffName} of the funeral home present`);
    expect(text).toContain('Signed in person on the funeral home’s device');

    const mails = (await recentMail(t.app.database.db, WILLOWBROOK_SITE.id, 500)).slice(0, -before || undefined);
    const copy = mails.find((mail) => mail.toAddress === 'ada.table@example.com');
    expect(copy?.subject).toBe('Willowbrook Funeral Home: your signed statement for Walter Table-Test');
    expect(copy?.body).toContain(`in person at the funeral home, with ${staffName} present`);
    expect(copy?.attachments).toEqual([{ filename: 'statement-walter-table-test.pdf', contentType: 'application/pdf', size: expect.any(Number) }]);
    // The same document as the download (PDFKit stamps the time, so the size may differ by a byte or two).
    expect(Math.abs(copy!.attachments[0]!.size - download.rawPayload.length)).toBeLessThan(64);
    expect(mails.some((mail) => mail.subject.endsWith('signed the contract for Walter Table-Test in person'))).toBe(true);
  });

  it('refuses signing twice and keeps the signed statement frozen', async () => {
    const signed = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expectError(await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: true }), 409);
    expectError(await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: true, purchaser: { ...purchaser, name: 'Someone Else' } }), 409);
    const categories = conferencePriceListSchema.parse((await call('GET', `${base()}/price-list`, who.staff)).json()).categories;
    const cash = categories.find((category) => category.kind === 'CASH_ADVANCE')!;
    expectError(await call('POST', `${base()}/lines`, who.staff, { categoryId: cash.id, name: 'Flowers', priceCents: 100 }), 409);
    expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: null, amountCents: 100, reason: 'Kindness' }), 409);
    // The family's remote path cannot sign it again either.
    const after = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expect(after.signedAt).toBe(signed.signedAt);
    expect(after.lines).toEqual(signed.lines);
    expect(after.totals).toEqual(signed.totals);
  });

  it('changes after signing go through a new revision: what changed is listed, the purchaser signs it, a signed revision never changes', async () => {
    const first = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expect(contractChangesSchema.parse((await call('GET', `${base()}/contract/changes`, who.staff)).json())).toEqual({
      revision: 1,
      comparedWith: null,
      changes: [],
    });
    // Someone else's family cannot read this case's changes, nor another home's staff.
    expectError(await call('GET', `${base()}/contract/changes`, who.family), 404);
    expectError(await call('GET', `${base()}/contract/changes`, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', `${base()}/contract/changes`), 401);
    expect((await call('POST', `${base()}/contract/revisions`, who.staff)).statusCode).toBe(201);
    const categories = conferencePriceListSchema.parse((await call('GET', `${base()}/price-list`, who.staff)).json()).categories;
    const cash = categories.find((category) => category.kind === 'CASH_ADVANCE')!;
    expect(
      (await call('POST', `${base()}/lines`, who.staff, { categoryId: cash.id, name: 'Flowers from Alder Falls Florist', priceCents: 18_000 })).statusCode,
    ).toBe(201);
    const open = contractChangesSchema.parse((await call('GET', `${base()}/contract/changes`, who.staff)).json());
    expect(open).toEqual({
      revision: 2,
      comparedWith: 1,
      changes: ['Added Flowers from Alder Falls Florist × 1: $180.00', `Total: $2,879.18 → $3,059.18`],
    });
    expect(first.totals.totalCents).toBe(287_918);
    // The purchaser signs the revision at the table (the details stay from revision 1).
    const signed = contractSchema.parse((await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: true })).json());
    expect(signed).toMatchObject({ status: 'SIGNED', revision: 2, signing: { contractRevision: 2, inPerson: {} } });
    // Revision 1 stays as it was signed; revision 2 is frozen too.
    const revisions = contractRevisionListSchema.parse((await call('GET', `${base()}/contract/revisions`, who.staff)).json());
    expect(revisions).toMatchObject({ current: 2, items: [{ revision: 1, totalCents: 287_918, signedName: 'ada  table-test' }] });
    expectError(await call('POST', `${base()}/lines`, who.staff, { categoryId: cash.id, name: 'Candles', priceCents: 100 }), 409);
    expectError(await call('POST', sign(), who.staff, { typedName: 'Ada Table-Test', consent: true }), 409);
    const now = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expect(now.totals.totalCents).toBe(305_918);
    expect(contractChangesSchema.parse((await call('GET', `${base()}/contract/changes`, who.staff)).json()).changes).toEqual(open.changes);
  });
});

import { eq } from 'drizzle-orm';
import {
  arrangementSchema,
  caseHistorySchema,
  conferencePriceListSchema,
  deskCaseDetailSchema,
  DISCOUNT_MESSAGES,
  packageListSchema,
  statementSchema,
  type Arrangement,
} from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { pdfText } from '../../testing/pdf-text';
import { signRosasContract } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { arrItems } from './tables';

// Issue 39 points 2 and 3: the director builds a new case's arrangement with the family at the table — the whole
// price list at the case's prices, a package, an item outside it, a cash advance priced as it is added, and a
// discount with its reason, its own line on the statement and the PDF, who gave it in the case history.
describe('the arrangement conference (staff at the table)', () => {
  const { t, who, call } = signedInApp();
  let caseId: number;
  const base = () => `/api/family/arrangements/${caseId}`;
  const itemId = async (name: string) => (await t.app.database.db.select().from(arrItems).where(eq(arrItems.name, name)))[0]!.id;
  const lines = (value: Arrangement) => value.categories.flatMap((category) => category.lines);
  const history = async () => caseHistorySchema.parse((await call('GET', `/api/staff/cases/${caseId}/history`, who.staff)).json()).items;

  beforeAll(async () => {
    const created = await call('POST', '/api/staff/cases', who.staff, {
      fullName: 'Walter Conference-Test',
      kind: 'AT_NEED',
      contactName: 'Ada Conference-Test',
      contactEmail: 'ada.conference@example.com',
      contactRelationship: 'Daughter',
    });
    expect(created.statusCode).toBe(201);
    caseId = deskCaseDetailSchema.parse(created.json()).id;
  }, 120_000);

  it('refuses the conference calls to the signed-out, a family member, a helper and another home’s staff', async () => {
    const body = { lineId: null, amountCents: 1_000, reason: 'Kindness' };
    for (const [method, url] of [
      ['GET', `${base()}/price-list`],
      ['POST', `${base()}/discounts`],
      ['DELETE', `${base()}/discounts/1`],
    ] as const) {
      expectError(await call(method, url, undefined, method === 'POST' ? body : undefined), 401);
      // Rosa's family on this (not their) case, and on their own: not staff.
      expectError(await call(method, url.replace(String(caseId), String(who.rosaId)), who.family, method === 'POST' ? body : undefined), 403);
      expectError(await call(method, url.replace(String(caseId), String(who.rosaId)), who.helper, method === 'POST' ? body : undefined), 403);
      // Another home's staff, on their own site: this home's case is not there.
      expectError(await call(method, url, who.otherSite, method === 'POST' ? body : undefined, SECOND_HOST), 404);
    }
    // A family member cannot price what they add either: the home prices it.
    const cash = (await call('GET', `/api/family/arrangements/${who.rosaId}`, who.family)).json() as Arrangement;
    const cashCategory = cash.categories.find((category) => category.itemCategory.kind === 'CASH_ADVANCE')!;
    expectError(
      await call('POST', `/api/family/arrangements/${who.rosaId}/lines`, who.family, {
        categoryId: cashCategory.itemCategory.id,
        name: 'Flowers',
        priceCents: 1,
      }),
      403,
    );
  });

  it('gives staff the whole price list at the case’s prices, staff-only categories included', async () => {
    const list = conferencePriceListSchema.parse((await call('GET', `${base()}/price-list`, who.staff)).json());
    expect(list.categories.map((category) => category.name)).toEqual([
      'Professional services',
      'Caskets',
      'Urns',
      'Outer burial containers',
      'Stationery and keepsakes',
      'Cash advance items',
      'Funeral home arrangements',
    ]);
    const caskets = list.categories.find((category) => category.name === 'Caskets')!;
    expect(caskets.items.find((item) => item.name === 'Oak Heritage casket')).toMatchObject({
      priceCents: 349_500,
      taxable: true,
      variants: [
        { finish: 'Natural oak', priceCents: 349_500 },
        { finish: 'Cherry stain', priceCents: 389_500 },
      ],
    });
    expect(list.categories.at(-1)).toMatchObject({ displayForFamily: false, items: [{ name: 'Refrigeration after three days, per day', priceCents: 9_500 }] });
  });

  it('builds a new case’s arrangement: a package, an item outside it, a priced cash advance and a staff-only item', async () => {
    const packages = packageListSchema.parse((await call('GET', `${base()}/packages`, who.staff)).json()).items;
    const direct = packages.find((pkg) => pkg.name === 'Direct cremation')!;
    expect((await call('POST', `${base()}/packages/${direct.packageId}`, who.staff)).statusCode).toBe(200);
    expect((await call('POST', `${base()}/lines`, who.staff, { itemId: await itemId('Register book'), quantity: 1 })).statusCode).toBe(201);
    const categories = conferencePriceListSchema.parse((await call('GET', `${base()}/price-list`, who.staff)).json()).categories;
    const cashAdvance = categories.find((category) => category.kind === 'CASH_ADVANCE')!;
    const staffOnly = categories.find((category) => !category.displayForFamily)!;
    // An item outside the price list, with what the third party is paid: priced as it is added.
    expectError(await call('POST', `${base()}/lines`, who.staff, { itemId: await itemId('Register book'), priceCents: 100 }), 400);
    const withFlowers = arrangementSchema.parse(
      (await call('POST', `${base()}/lines`, who.staff, { categoryId: cashAdvance.id, name: 'Flowers from Alder Falls Florist', priceCents: 18_000 })).json(),
    );
    expect(lines(withFlowers).find((line) => line.name === 'Flowers from Alder Falls Florist')).toMatchObject({ amountCents: 18_000, awaitingPrice: false });
    expect(withFlowers.totals.cashAdvanceCents).toBe(18_000);
    // A named line in a staff-only category: the home's to add.
    const withHome = arrangementSchema.parse(
      (await call('POST', `${base()}/lines`, who.staff, { categoryId: staffOnly.id, name: 'Out-of-state transfer', quantity: 1, priceCents: 45_000 })).json(),
    );
    expect(withHome.categories.find((category) => category.itemCategory.id === staffOnly.id)?.lines[0]).toMatchObject({
      name: 'Out-of-state transfer',
      amountCents: 45_000,
    });
    const summaries = (await history()).slice(0, 4).map((event) => [event.summary, event.actor.actingAs]);
    expect(summaries).toEqual([
      ['Added Out-of-state transfer × 1 at $450.00 each', 'STAFF'],
      ['Added Flowers from Alder Falls Florist × 1 at $180.00 each', 'STAFF'],
      ['Added Register book × 1', 'STAFF'],
      ['Chose the package Direct cremation', 'STAFF'],
    ]);
  });

  it('gives a discount only with a reason, never on a cash advance and never more than what it discounts', async () => {
    const value = arrangementSchema.parse((await call('GET', base(), who.staff)).json());
    const register = lines(value).find((line) => line.item?.name === 'Register book')!;
    const flowers = lines(value).find((line) => line.name === 'Flowers from Alder Falls Florist')!;
    expect(expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: register.id, amountCents: 1_000 }), 400).fieldErrors).toHaveProperty(
      'reason',
    );
    expect(
      expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: register.id, amountCents: 1_000, reason: '  ' }), 400).fieldErrors,
    ).toHaveProperty('reason');
    expect(
      expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: flowers.id, amountCents: 1_000, reason: 'Kindness' }), 400).fieldErrors,
    ).toEqual({
      lineId: DISCOUNT_MESSAGES.cashAdvance,
    });
    expect(
      expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: register.id, amountCents: 6_501, reason: 'Kindness' }), 400).fieldErrors,
    ).toEqual({
      amountCents: DISCOUNT_MESSAGES.tooMuchLine('$65.00'),
    });
    const goods = value.totals.packageCents + value.totals.itemsCents;
    expect(
      expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: null, amountCents: goods + 1, reason: 'Kindness' }), 400).fieldErrors,
    ).toEqual({ amountCents: DISCOUNT_MESSAGES.tooMuchStatement(`$${(goods / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`) });
    // Rosa's line is not this case's: 404.
    const rosa = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}`, who.staff)).json());
    expectError(await call('POST', `${base()}/discounts`, who.staff, { lineId: lines(rosa)[0]!.id, amountCents: 100, reason: 'Kindness' }), 404);
    expect(arrangementSchema.parse((await call('GET', base(), who.staff)).json()).totals).toEqual(value.totals);
  });

  it('shows a discount as its own line with its reason on the arrangement, the statement and the PDF; who gave it in the history', async () => {
    const before = arrangementSchema.parse((await call('GET', base(), who.staff)).json());
    const register = lines(before).find((line) => line.item?.name === 'Register book')!;
    const onLine = await call('POST', `${base()}/discounts`, who.staff, {
      lineId: register.id,
      amountCents: 1_500,
      reason: 'Register book damaged in shipping',
    });
    expect(onLine.statusCode).toBe(201);
    const after = arrangementSchema.parse(
      (await call('POST', `${base()}/discounts`, who.staff, { lineId: null, amountCents: 20_000, reason: 'Veteran’s family' })).json(),
    );
    // The prices stay as listed: the discounts are their own lines, subtracted before the subtotal.
    expect(lines(after).find((line) => line.id === register.id)?.amountCents).toBe(6_500);
    expect(after.discounts).toEqual([
      { id: expect.any(Number), lineId: register.id, label: 'Register book', amountCents: 1_500, reason: 'Register book damaged in shipping' },
      { id: expect.any(Number), lineId: null, label: 'The whole statement', amountCents: 20_000, reason: 'Veteran’s family' },
    ]);
    expect(after.totals.discountCents).toBe(21_500);
    expect(after.totals.subtotalCents).toBe(before.totals.subtotalCents - 21_500);
    // The family sees the same on the statement.
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
    expect((statement.discounts ?? []).map((discount) => [discount.label, discount.amountCents, discount.reason])).toEqual([
      ['Register book', 1_500, 'Register book damaged in shipping'],
      ['The whole statement', 20_000, 'Veteran’s family'],
    ]);
    expect(statement.totals).toEqual(after.totals);
    const pdf = await call('GET', `/api/family/cases/${caseId}/statement/pdf`, who.staff);
    const text = (await pdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Discount on Register book Reason: Register book damaged in shipping -$15.00');
    expect(text).toContain('Discount on the whole statement Reason: Veteran’s family -$200.00');
    const events = await history();
    expect(events.slice(0, 2).map((event) => [event.kind, event.summary, event.actor])).toEqual([
      ['arrangement.discount-given', 'Gave a discount of $200.00 on the whole statement: Veteran’s family', { name: expect.any(String), actingAs: 'STAFF' }],
      [
        'arrangement.discount-given',
        'Gave a discount of $15.00 on Register book: Register book damaged in shipping',
        { name: expect.any(String), actingAs: 'STAFF' },
      ],
    ]);
    expect(events[0]!.actor.name).not.toBe('Keepsake');

    // Removing one: staff only, this case's only, into the history.
    const whole = after.discounts!.find((discount) => discount.lineId === null)!;
    expectError(await call('DELETE', `/api/family/arrangements/${who.rosaId}/discounts/${whole.id}`, who.staff), 404);
    const removed = arrangementSchema.parse((await call('DELETE', `${base()}/discounts/${whole.id}`, who.staff)).json());
    expect((removed.discounts ?? []).map((discount) => discount.lineId)).toEqual([register.id]);
    expect((await history())[0]).toMatchObject({ kind: 'arrangement.discount-removed', summary: 'Removed the discount of $200.00 on the whole statement' });
    // Removing the line takes its discount with it.
    const gone = arrangementSchema.parse((await call('DELETE', `${base()}/items/${register.id}`, who.staff)).json());
    expect(gone.discounts).toEqual([]);
    expect(gone.totals.discountCents).toBe(0);
  });

  it('a signed statement is frozen: no discount, no new line', async () => {
    await signRosasContract(t.app, who);
    const rosa = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}`, who.staff)).json());
    const line = lines(rosa).find((entry) => entry.amountCents > 0) ?? lines(rosa)[0]!;
    expectError(
      await call('POST', `/api/family/arrangements/${who.rosaId}/discounts`, who.staff, { lineId: line.id, amountCents: 100, reason: 'Kindness' }),
      409,
    );
    expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/discounts`, who.staff, { lineId: null, amountCents: 100, reason: 'Kindness' }), 409);
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    expect(statement.discounts).toEqual([]);
  });
});

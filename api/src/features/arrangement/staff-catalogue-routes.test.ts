import { deskCaseDetailSchema, gplSchema, packageListSchema, staffCatalogueSchema, statementSchema, type StaffCatalogue } from '@keepsake/shared/contract';
import { eq } from 'drizzle-orm';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { signRosasContract } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { familyCases } from '../case-core/tables';
import { homeDay } from './price-list';

// Issue 25 points 1 and 2: staff edit the price list; a price change waits in the draft until they publish a
// revision with its effective date. A new case gets the new prices; a case made before keeps its revision's;
// a signed statement never changes. Staff of this home only.
describe('the price list at the staff desk', () => {
  const { t, who, call } = signedInApp();

  beforeAll(async () => {
    // Rosa's contract signed, as the staff payment tests start: the free line priced, a finish, purchaser, sign.
    await signRosasContract(t.app, { family: who.family, staff: who.staff, rosaId: who.rosaId });
  }, 90_000);
  const catalogue = async () => staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json());
  const itemNamed = (value: StaffCatalogue, name: string) => value.categories.flatMap((category) => category.items).find((item) => item.name === name)!;
  const bodyOf = (item: ReturnType<typeof itemNamed>, changes: object = {}) => ({
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    priceCents: item.priceCents,
    taxable: item.taxable,
    imageUrl: item.imageUrl ?? '',
    imageAlt: item.imageAlt,
    active: item.active,
    ...changes,
  });
  const gplPrice = async (itemId: number) =>
    gplSchema.parse((await call('GET', `/api/family/company/gpl/items?ids=${itemId}`, who.family)).json()).items.find((item) => item.id === itemId)?.priceCents;
  const statement = async (caseId: number) => statementSchema.parse((await call('GET', `/api/family/cases/${caseId}/statement`, who.staff)).json());
  const registerLine = async (caseId: number) => (await statement(caseId)).lines.find((line) => line.name === 'Register book');

  it('answers only staff of this home', async () => {
    expectError(await call('GET', '/api/staff/catalogue', undefined), 401);
    expectError(await call('GET', '/api/staff/catalogue', who.family), 403);
    expectError(await call('POST', '/api/staff/catalogue/publish', who.family, { effectiveDate: '2030-01-01' }), 403);
    const item = itemNamed(await catalogue(), 'Register book');
    expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.otherSite, bodyOf(item), SECOND_HOST), 404);
  });

  it('refuses a negative price, a photo without alt text, a category of nowhere, nothing to publish', async () => {
    const item = itemNamed(await catalogue(), 'Register book');
    expect(
      expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, bodyOf(item, { priceCents: -1 })), 400).fieldErrors,
    ).toHaveProperty('priceCents');
    expect(
      expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, bodyOf(item, { imageUrl: '/a.jpg', imageAlt: '' })), 400).fieldErrors,
    ).toHaveProperty('imageAlt');
    expect(
      expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, bodyOf(item, { categoryId: 999_999 })), 400).fieldErrors,
    ).toHaveProperty('categoryId');
    expectError(await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: '2099-01-01' }), 409);
  });

  it('a raised price waits in the draft, then a published revision: new cases see it, earlier and signed ones do not', async () => {
    const before = await catalogue();
    const item = itemNamed(before, 'Register book');
    // Harold's case is made (and the register bought) under the current revision.
    await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: item.id });
    expect((await registerLine(who.haroldId))?.amountCents).toBe(6_500);
    const rosaBefore = await statement(who.rosaId);

    const drafted = staffCatalogueSchema.parse(
      (await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, bodyOf(item, { priceCents: 7_500 }))).json(),
    );
    expect(itemNamed(drafted, 'Register book')).toMatchObject({ priceCents: 6_500, draftPriceCents: 7_500 });
    expect(drafted.draftChanges).toBe(1);
    expect(await gplPrice(item.id)).toBe(6_500);

    expect(expectError(await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: '2001-01-01' }), 400).fieldErrors).toHaveProperty(
      'effectiveDate',
    );
    // Effective today (the home's day): in effect at once. A later day waits for it (price-list-dates.test.ts).
    const [harold] = await t.app.database.db.select({ siteId: familyCases.siteId }).from(familyCases).where(eq(familyCases.id, who.haroldId));
    const today = await homeDay(t.app.database.db, harold!.siteId, new Date());
    // The catalogue says which day that is, for the studio's publish form (its browser may be on another day).
    expect(before.today).toBe(today);
    const published = await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: today });
    expect(published.statusCode).toBe(201);
    const after = staffCatalogueSchema.parse(published.json());
    expect(after.revision.revisionId).toBeGreaterThan(before.revision.revisionId);
    expect(after.revision.effectiveDate).toBe(today);
    expect(after.draftChanges).toBe(0);
    expect(await gplPrice(item.id)).toBe(7_500);
    expect(gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.family)).json()).effectiveDate).toBe(today);

    // A new case: the new price. Harold's: the price of his revision. Rosa's signed statement: unchanged.
    const created = await call('POST', '/api/staff/cases', who.staff, {
      fullName: 'Nadia Price-Test',
      kind: 'AT_NEED',
      contactName: 'Omar Price-Test',
      contactEmail: 'omar.pricetest@example.com',
      contactRelationship: 'Brother',
    });
    expect(created.statusCode).toBe(201);
    const newCase = deskCaseDetailSchema.parse(created.json()).id;
    await call('POST', `/api/family/arrangements/${newCase}/lines`, who.staff, { itemId: item.id });
    expect((await registerLine(newCase))?.amountCents).toBe(7_500);
    expect((await registerLine(who.haroldId))?.amountCents).toBe(6_500);
    expect(await statement(who.rosaId)).toEqual(rosaBefore);
  });

  it('ignores a total the client sends: prices come from the list', async () => {
    const item = itemNamed(await catalogue(), 'Thank-you cards (50)');
    expectError(await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: item.id, priceCents: 1 }), 400);
    const before = (await statement(who.haroldId)).totals;
    await call('POST', `/api/family/arrangements/${who.haroldId}/finish`, who.staff, { totalCents: 1 });
    expect((await statement(who.haroldId)).totals).toEqual(before);
  });

  it('an item switched off leaves the price list; a retired package is offered no more', async () => {
    const value = await catalogue();
    const item = itemNamed(value, 'Wooden keepsake box');
    await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, bodyOf(item, { active: false }));
    expect(await gplPrice(item.id)).toBeUndefined();
    expect(expectError(await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: item.id }), 400).fieldErrors).toHaveProperty(
      'itemId',
    );
    const pkg = value.packages.find((entry) => entry.name === 'Direct cremation')!;
    expectError(await call('POST', `/api/staff/catalogue/packages/${pkg.id}/retire`, who.otherSite, { retired: true }, SECOND_HOST), 404);
    await call('POST', `/api/staff/catalogue/packages/${pkg.id}/retire`, who.staff, { retired: true });
    const offered = packageListSchema.parse((await call('GET', `/api/family/arrangements/${who.haroldId}/packages`, who.staff)).json()).items;
    expect(offered.map((entry) => entry.name)).not.toContain('Direct cremation');
  });

  it('edits a package: price to the draft, which lines the family may leave out and the credit', async () => {
    const pkg = (await catalogue()).packages.find((entry) => entry.name === 'Memorial service with cremation')!;
    const lines = pkg.lines.map((line, index) => ({
      id: line.id,
      quantity: line.quantity,
      mayLeaveOut: index === 0 ? true : line.mayLeaveOut,
      leaveOutCreditCents: index === 0 ? 5_000 : line.leaveOutCreditCents,
      allowExtra: line.allowExtra,
    }));
    const body = { category: pkg.category, name: pkg.name, description: pkg.description, priceCents: pkg.priceCents + 10_000, lines };
    expectError(
      await call('PUT', `/api/staff/catalogue/packages/${pkg.id}`, who.staff, {
        ...body,
        lines: [{ id: 999_999, quantity: 1, mayLeaveOut: false, leaveOutCreditCents: 0, allowExtra: false }],
      }),
      400,
    );
    const saved = staffCatalogueSchema.parse((await call('PUT', `/api/staff/catalogue/packages/${pkg.id}`, who.staff, body)).json());
    const edited = saved.packages.find((entry) => entry.id === pkg.id)!;
    expect(edited).toMatchObject({ priceCents: pkg.priceCents, draftPriceCents: pkg.priceCents + 10_000 });
    expect(edited.lines[0]).toMatchObject({ mayLeaveOut: true, leaveOutCreditCents: 5_000 });
    const created = await call('POST', '/api/staff/catalogue/packages', who.staff, {
      category: 'Burial',
      name: 'Graveside service',
      priceCents: 300_000,
      lines: [{ itemId: itemNamed(saved, 'Hearse').id, quantity: 1, mayLeaveOut: true, leaveOutCreditCents: 35_000, allowExtra: false }],
    });
    expect(created.statusCode).toBe(201);
  });
});

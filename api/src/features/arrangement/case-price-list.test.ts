import {
  arrangementSchema,
  conferencePriceListSchema,
  deskCaseDetailSchema,
  gplSchema,
  itemSchema,
  priceListRevisionListSchema,
  priceListRevisionSchema,
  selectorSchema,
  staffCatalogueSchema,
  statementSchema,
  variantListSchema,
} from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { SECOND_HOST } from '../../testing/test-app';

// Issue 36 §4: a case keeps its price list revision's prices everywhere it shows them (the family's add-item list
// and its price list page read the GPL and items for the case, the conference its price list, the statement its
// lines), while a new case gets the newest; staff list the revisions and open each. Issue 39.5: a required item
// carries its reason on the price list, the arrangement and the statement.
describe('a case shows its own price list revision', () => {
  const { who, call } = signedInApp();
  const gpl = async (caseId: number | null, as = who.staff) =>
    gplSchema.parse((await call('GET', `/api/family/company/gpl/items${caseId === null ? '' : `?caseId=${caseId}`}`, as)).json());
  const priceIn = (list: Awaited<ReturnType<typeof gpl>>, name: string) => list.items.find((item) => item.name === name)!.priceCents;
  const catalogueItem = async (name: string) =>
    staffCatalogueSchema
      .parse((await call('GET', '/api/staff/catalogue', who.staff)).json())
      .categories.flatMap((category) => category.items)
      .find((item) => item.name === name)!;
  const reprice = async (name: string, priceCents: number) => {
    const { id, draftPriceCents: _draft, ...facts } = await catalogueItem(name);
    expect((await call('PUT', `/api/staff/catalogue/items/${id}`, who.staff, { ...facts, imageUrl: facts.imageUrl ?? '', priceCents })).statusCode).toBe(200);
    return id;
  };
  const newCase = async (fullName: string) => {
    const created = await call('POST', '/api/staff/cases', who.staff, {
      fullName,
      kind: 'AT_NEED',
      contactName: `${fullName} Contact`,
      contactEmail: `${fullName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
      contactRelationship: 'Sister',
    });
    expect(created.statusCode).toBe(201);
    return deskCaseDetailSchema.parse(created.json()).id;
  };
  let oldRegister: number;
  let registerId: number;
  let oldRevision: number;
  let selectorId: number;
  let choiceName: string;
  let oldChoice: number;

  beforeAll(async () => {
    // Rosa's case is arranged under the seeded revision: what it shows before anything is published.
    const before = await gpl(who.rosaId, who.family);
    oldRegister = priceIn(before, 'Register book');
    const arrangement = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}`, who.family)).json());
    selectorId = arrangement.categories.flatMap((category) => category.lines).find((line) => line.selector)!.selector!.id;
    const choice = selectorSchema.parse((await call('GET', `/api/family/arrangements/items/selectors/${selectorId}?caseId=${who.rosaId}`, who.family)).json())
      .selectorItems[0]!.item;
    choiceName = choice.name;
    oldChoice = choice.priceCents;
    oldRevision = staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json()).revision.revisionId;
    registerId = await reprice('Register book', oldRegister + 1_000);
    await reprice(choiceName, oldChoice + 5_000);
    const today = staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json()).today;
    expect((await call('POST', '/api/staff/catalogue/publish', who.staff, { effectiveDate: today })).statusCode).toBe(201);
  }, 240_000);

  it('after a new price list: the arranged case keeps its prices on every read, a new case and no case get the new ones', async () => {
    // The family's add-item list and the case's price list page (the GPL read for the case).
    const rosas = await gpl(who.rosaId, who.family);
    expect(priceIn(rosas, 'Register book')).toBe(oldRegister);
    expect(itemSchema.parse((await call('GET', `/api/family/arrangements/items/${registerId}?caseId=${who.rosaId}`, who.family)).json()).priceCents).toBe(
      oldRegister,
    );
    const choiceFor = async (caseId: number) =>
      selectorSchema
        .parse((await call('GET', `/api/family/arrangements/items/selectors/${selectorId}?caseId=${caseId}`, who.staff)).json())
        .selectorItems.find(({ item }) => item.name === choiceName)!.item.priceCents;
    expect(await choiceFor(who.rosaId)).toBe(oldChoice);
    // The arrangement conference's price list, for the same case.
    const conference = conferencePriceListSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}/price-list`, who.staff)).json());
    expect(conference.templateRevisionId).toBe(oldRevision);
    expect(conference.categories.flatMap((category) => category.items).find((item) => item.name === 'Register book')!.priceCents).toBe(oldRegister);
    // The statement: a register book added now is charged at the case's price.
    expect((await call('POST', `/api/family/arrangements/${who.rosaId}/lines`, who.family, { itemId: registerId })).statusCode).toBeLessThan(300);
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
    expect(statement.lines.find((line) => line.name === 'Register book')!.amountCents).toBe(oldRegister);

    const fresh = await newCase('Nell Newprice');
    expect(priceIn(await gpl(fresh), 'Register book')).toBe(oldRegister + 1_000);
    expect(await choiceFor(fresh)).toBe(oldChoice + 5_000);
    expect(priceIn(await gpl(null, who.family), 'Register book')).toBe(oldRegister + 1_000);
    expect((await gpl(fresh)).effectiveDate >= rosas.effectiveDate).toBe(true);
  });

  it('a read for a case checks the caller: signed out 401, another case’s family 404, another home’s staff 404; a helper reads it', async () => {
    const reads = [
      `/api/family/company/gpl/items?caseId=${who.rosaId}`,
      `/api/family/arrangements/items/${registerId}?caseId=${who.rosaId}`,
      `/api/family/arrangements/items/${registerId}/variants?caseId=${who.rosaId}`,
      `/api/family/arrangements/items/selectors/${selectorId}?caseId=${who.rosaId}`,
    ];
    for (const url of reads) {
      expectError(await call('GET', url, undefined), 401);
      expectError(await call('GET', url, who.otherFamily), 404);
      expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
      expect((await call('GET', url, who.helper)).statusCode).toBe(200);
    }
    expect(variantListSchema.parse((await call('GET', reads[2]!, who.helper)).json()).items).toEqual([]);
    // A case id that is not a number is the query's field, never a 500.
    expect(expectError(await call('GET', '/api/family/company/gpl/items?caseId=abc', who.family), 400).fieldErrors).toHaveProperty('caseId');
  });

  it('staff list the revisions with their dates and open each at its own prices; nobody else does', async () => {
    const list = priceListRevisionListSchema.parse((await call('GET', '/api/staff/catalogue/revisions', who.staff)).json()).revisions;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [newest] = list;
    expect(newest).toMatchObject({ current: true, inEffect: true });
    const old = list.find((revision) => revision.revisionId === oldRevision)!;
    expect(old).toMatchObject({ current: false, inEffect: false });
    expect(old.caseCount).toBeGreaterThanOrEqual(1);
    const open = async (revisionId: number) =>
      priceListRevisionSchema.parse((await call('GET', `/api/staff/catalogue/revisions/${revisionId}`, who.staff)).json());
    const registerAt = (revision: Awaited<ReturnType<typeof open>>) =>
      revision.categories.flatMap((category) => category.items).find((item) => item.name === 'Register book')!.priceCents;
    expect(registerAt(await open(oldRevision))).toBe(oldRegister);
    expect(registerAt(await open(newest!.revisionId))).toBe(oldRegister + 1_000);
    expect((await open(oldRevision)).revision.effectiveDate).toBe(old.effectiveDate);

    expectError(await call('GET', '/api/staff/catalogue/revisions', undefined), 401);
    expectError(await call('GET', '/api/staff/catalogue/revisions', who.family), 403);
    expectError(await call('GET', `/api/staff/catalogue/revisions/${oldRevision}`, who.family), 403);
    expectError(await call('GET', `/api/staff/catalogue/revisions/${oldRevision}`, who.otherSite, undefined, SECOND_HOST), 404);
    const theirs = priceListRevisionListSchema.parse((await call('GET', '/api/staff/catalogue/revisions', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.revisions.map((revision) => revision.revisionId)).not.toContain(oldRevision);
  });
});

describe('an item the law or a crematory requires carries its reason', () => {
  const { who, call } = signedInApp();
  const REASON = 'Required by Alder Falls Crematory for every cremation it performs.';

  it('on the price list, the arrangement and the statement; staff change it; a reason too long is the field’s 400', async () => {
    const gpl = gplSchema.parse((await call('GET', `/api/family/company/gpl/items?caseId=${who.haroldId}`, who.otherFamily)).json());
    const crematory = gpl.items.find((item) => item.name === 'Crematory fee')!;
    expect(crematory.requiredReason).toBe(REASON);
    expect(gpl.items.find((item) => item.name === 'Register book')!.requiredReason ?? null).toBeNull();

    const arrangement = arrangementSchema.parse(
      (await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: crematory.id })).json(),
    );
    const line = arrangement.categories.flatMap((category) => category.lines).find((entry) => entry.item?.name === 'Crematory fee')!;
    expect(line.item!.requiredReason).toBe(REASON);
    const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.haroldId}/statement`, who.staff)).json());
    expect(statement.lines.find((entry) => entry.name === 'Crematory fee')!.requiredReason).toBe(REASON);

    const item = staffCatalogueSchema
      .parse((await call('GET', '/api/staff/catalogue', who.staff)).json())
      .categories.flatMap((category) => category.items)
      .find((entry) => entry.id === crematory.id)!;
    expect(item.requiredReason).toBe(REASON);
    const { id: _id, draftPriceCents: _draft, ...facts } = item;
    const body = { ...facts, imageUrl: facts.imageUrl ?? '' };
    const tooLong = expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, { ...body, requiredReason: 'x'.repeat(301) }), 400);
    expect(tooLong.fieldErrors?.requiredReason).toBe('Cannot exceed 300 characters');
    expectError(await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.family, { ...body, requiredReason: 'Vermont law.' }), 403);
    const changed = staffCatalogueSchema.parse(
      (await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, { ...body, requiredReason: '  Required by Vermont law.  ' })).json(),
    );
    expect(changed.categories.flatMap((category) => category.items).find((entry) => entry.id === item.id)!.requiredReason).toBe('Required by Vermont law.');
    // Emptied, nothing requires it any more.
    await call('PUT', `/api/staff/catalogue/items/${item.id}`, who.staff, { ...body, requiredReason: '' });
    const after = gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.family)).json());
    expect(after.items.find((entry) => entry.id === item.id)!.requiredReason).toBeNull();
  });
});

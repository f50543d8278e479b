import {
  arrangementSchema,
  caseHistorySchema,
  casePaymentListSchema,
  casePaymentSchema,
  contractSchema,
  gplSchema,
  itemSchema,
  packageListSchema,
  paymentConnectSchema,
  selectorSchema,
  STATEMENT_DISCLOSURES,
  statementSchema,
  statementTemplateSchema,
  taskListSchema,
  variantListSchema,
  type Arrangement,
  type Line,
} from '@keepsake/shared/contract';
import { eq } from 'drizzle-orm';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { PURCHASER } from '../../testing/signed-contract';
import { SECOND_HOST } from '../../testing/test-app';
import { arrItems, arrPackages } from './tables';

describe('arrangements, statement, contract and payment calls', () => {
  const { t, who, call } = signedInApp();

  const arrangement = async (caseId = who.rosaId, token = who.family) =>
    arrangementSchema.parse((await call('GET', `/api/family/arrangements/${caseId}`, token)).json());
  const allLines = (value: Arrangement): Line[] => value.categories.flatMap((category) => category.lines);
  const itemId = async (name: string) => (await t.app.database.db.select().from(arrItems).where(eq(arrItems.name, name)))[0]!.id;

  describe('the demo case half-way', () => {
    it('GET {caseId}: family categories only, position descending, lines with completeness and server totals', async () => {
      const value = await arrangement();
      expect(value.packageName).toBe('Traditional funeral with burial');
      const names = value.categories.map((category) => category.itemCategory.name);
      // Every category the home offers to families, lines or not (issue 39): Urns has no line on this case.
      expect(names).toEqual(['Professional services', 'Caskets', 'Urns', 'Outer burial containers', 'Stationery and keepsakes', 'Cash advance items']);
      expect(value.categories.find((category) => category.itemCategory.name === 'Urns')!.lines).toEqual([]);
      expect(value.categories.every((category) => category.displayForFamily)).toBe(true);
      const casket = allLines(value).find((line) => line.selector !== null)!;
      expect(casket).toMatchObject({ complete: false, item: { name: 'Oak Heritage casket', variantCount: 2 }, variant: null });
      // A free line the family named waits for the funeral home's price (issue 25): not $0.00 on a contract.
      expect(allLines(value).find((line) => line.name === 'Bagpiper at the committal')).toMatchObject({ complete: true, item: null, awaitingPrice: true });
      // $7,995 package; 5 certificates at $25 (cash advance, untaxed); tax 6 % of the package's merchandise share.
      expect(value.totals.packageCents).toBe(799_500);
      expect(value.totals.cashAdvanceCents).toBe(12_500);
      expect(value.totals.totalCents).toBe(value.totals.subtotalCents + value.totals.taxCents);
      expect(value.problems.map((problem) => problem.code)).toEqual(['INCOMPLETE_LINES', 'AWAITING_PRICE', 'NO_PURCHASER']);
    });

    it('answers 401 signed out, 404 to a family of another case and to another site', async () => {
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}`), 401);
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}`, who.otherFamily), 404);
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}`, who.otherSite, undefined, SECOND_HOST), 404);
      // A Willowbrook token does not work at Harborview.
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}`, who.family, undefined, SECOND_HOST), 401);
      expectError(await call('GET', '/api/family/arrangements/abc', who.family), 404);
    });
  });

  describe('catalogue reads', () => {
    it('GET items/{itemId}, its variants, and a selector with its items', async () => {
      const oak = await itemId('Oak Heritage casket');
      const item = itemSchema.parse((await call('GET', `/api/family/arrangements/items/${oak}`, who.family)).json());
      expect(item).toMatchObject({ name: 'Oak Heritage casket', variantCount: 2, priceCents: 349_500, category: { kind: 'MERCHANDISE' } });
      const variants = variantListSchema.parse((await call('GET', `/api/family/arrangements/items/${oak}/variants`, who.family)).json());
      expect(variants.items.map((variant) => [variant.finish, variant.priceCents])).toEqual([
        ['Natural oak', 349_500],
        ['Cherry stain', 389_500],
      ]);
      expect(variants.items[0]!.photoUrl).toMatch(/^\/api\/assets\/arrangements\/.+\.svg$/);
      const casket = allLines(await arrangement()).find((line) => line.selector !== null)!;
      const selector = selectorSchema.parse((await call('GET', `/api/family/arrangements/items/selectors/${casket.selector!.id}`, who.family)).json());
      expect(selector.selectorItems.map(({ item: choice }) => choice.name)).toEqual(['Oak Heritage casket', 'Alder 18-gauge steel casket']);
    });

    it('refuses another site’s item, unknown ids and bad ids', async () => {
      const harbor = (await t.app.database.db.select().from(arrItems).where(eq(arrItems.siteId, 'site-harborview')))[0]!.id;
      expectError(await call('GET', `/api/family/arrangements/items/${harbor}`, who.family), 404);
      expectError(await call('GET', `/api/family/arrangements/items/${harbor}/variants`, who.family), 404);
      expectError(await call('GET', '/api/family/arrangements/items/999999', who.family), 404);
      expectError(await call('GET', '/api/family/arrangements/items/selectors/999999', who.family), 404);
      // An id that names nothing is a 404, as the public numeric-id rule (issue 22).
      expectError(await call('GET', '/api/family/arrangements/items/-1', who.family), 404);
      expectError(await call('GET', '/api/family/arrangements/items/1'), 401);
    });

    it('GET /company/gpl/items: the price list, paged and by ids, cash advances and the non-declinable fee marked', async () => {
      const gpl = gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.family)).json());
      expect(gpl.company).toMatchObject({ name: expect.stringContaining('Willowbrook'), phone: '(555) 201-4400' });
      expect(gpl.items.filter((item) => item.nonDeclinable).map((item) => item.name)).toEqual(['Basic services of funeral director and staff']);
      expect(gpl.items.find((item) => item.name === 'Clergy honorarium')).toMatchObject({ cashAdvance: true });
      expect(gpl.items.find((item) => item.name === 'Oak Heritage casket')).toMatchObject({ priceFromCents: 349_500 });
      expect(gpl.packages).toHaveLength(3);
      expect(gpl.packages.every((pkg) => pkg.priceCents < pkg.itemsAloneCents)).toBe(true);
      const paged = gplSchema.parse((await call('GET', '/api/family/company/gpl/items?page=2&size=5', who.family)).json());
      expect(paged.items).toHaveLength(5);
      expect(paged.items[0]!.id).toBe(gpl.items[5]!.id);
      const two = [gpl.items[0]!.id, gpl.items[3]!.id];
      const byIds = gplSchema.parse((await call('GET', `/api/family/company/gpl/items?ids=${two.join(',')}`, who.family)).json());
      expect(byIds.items.map((item) => item.id).sort()).toEqual([...two].sort());
      expectError(await call('GET', '/api/family/company/gpl/items?ids=1;DROP', who.family), 400);
      expectError(await call('GET', '/api/family/company/gpl/items?size=0', who.family), 400);
      expectError(await call('GET', '/api/family/company/gpl/items?bogus=1', who.family), 400);
      const harbor = gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.otherSite, undefined, SECOND_HOST)).json());
      expect(harbor.items.map((item) => item.name)).toEqual(['Basic services of funeral director and staff']);
    });
  });

  describe('packages and selections on a fresh case', () => {
    it('GET {caseId}/packages: price against the items alone; POST picks one and sets its lines', async () => {
      const list = packageListSchema.parse((await call('GET', `/api/family/arrangements/${who.haroldId}/packages`, who.otherFamily)).json());
      expect(list.items.map((pkg) => pkg.name)).toEqual(['Traditional funeral with burial', 'Memorial service with cremation', 'Direct cremation']);
      expect(list.items.some((pkg) => pkg.selected)).toBe(false);
      const cremation = list.items[1]!;
      expect(cremation.includes).toContainEqual({ name: 'Choose an urn', category: 'Urns', choice: true });
      const picked = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/packages/${cremation.packageId}`, who.otherFamily)).json(),
      );
      expect(picked.packageId).toBe(cremation.packageId);
      expect(allLines(picked).filter((line) => line.fromPackage)).toHaveLength(6);
      // Another package replaces the package lines, never doubles them.
      const direct = list.items[2]!;
      const switched = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/packages/${direct.packageId}`, who.otherFamily)).json(),
      );
      expect(allLines(switched).filter((line) => line.fromPackage)).toHaveLength(4);
      expect(switched.totals.packageCents).toBe(249_500);
      const again = packageListSchema.parse((await call('GET', `/api/family/arrangements/${who.haroldId}/packages`, who.otherFamily)).json());
      expect(again.items.find((pkg) => pkg.selected)?.packageId).toBe(direct.packageId);
      const harborPackage = (await t.app.database.db.select().from(arrPackages).where(eq(arrPackages.siteId, 'site-harborview')))[0]!.id;
      expectError(await call('POST', `/api/family/arrangements/${who.haroldId}/packages/${harborPackage}`, who.otherFamily), 404);
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/packages/${direct.packageId}`, who.otherFamily), 404);
    });

    it('a direct cremation family adds from any family category: five certified copies of the death certificate', async () => {
      const list = packageListSchema.parse((await call('GET', `/api/family/arrangements/${who.haroldId}/packages`, who.otherFamily)).json());
      const direct = list.items.find((pkg) => pkg.name === 'Direct cremation')!;
      const picked = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/packages/${direct.packageId}`, who.otherFamily)).json(),
      );
      // Not only the package's categories (Professional services, Urns): every category offered to families, in
      // SPEC order; the staff-only one stays hidden.
      expect(picked.categories.map((category) => category.itemCategory.name)).toEqual([
        'Professional services',
        'Caskets',
        'Urns',
        'Outer burial containers',
        'Stationery and keepsakes',
        'Cash advance items',
      ]);
      const certificates = await itemId('Certified copy of the death certificate');
      const added = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.otherFamily, { itemId: certificates, quantity: 5 })).json(),
      );
      const line = allLines(added).find((entry) => entry.item?.id === certificates)!;
      expect(line).toMatchObject({ quantity: 5, amountCents: 12_500, fromPackage: false, category: { kind: 'CASH_ADVANCE' } });
      expect(added.totals.cashAdvanceCents).toBe(12_500);
      // A staff-only item is still not the family's to add.
      const refrigeration = await itemId('Refrigeration after three days, per day');
      expectError(await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.otherFamily, { itemId: refrigeration, quantity: 1 }), 404);
      // The home's staff may: the whole price list is theirs.
      const byStaff = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.staff, { itemId: refrigeration, quantity: 2 })).json(),
      );
      // Staff see it in its staff-only category (issue 39: the arrangement conference's view); the family's view
      // keeps to family categories, and the line is on the statement.
      const staffCategory = byStaff.categories.find((entry) => entry.lines.some((line) => line.item?.id === refrigeration));
      expect(staffCategory).toMatchObject({ itemCategory: { name: 'Funeral home arrangements' }, displayForFamily: false });
      const familyView = arrangementSchema.parse((await call('GET', `/api/family/arrangements/${who.haroldId}`, who.otherFamily)).json());
      expect(familyView.categories.flatMap((entry) => entry.lines).some((entry) => entry.item?.id === refrigeration)).toBe(false);
      // Each change is in the case's history with who made it, as what (issue 36 point 1).
      const history = caseHistorySchema.parse((await call('GET', `/api/staff/cases/${who.haroldId}/history`, who.staff)).json());
      expect(history.items.slice(0, 3).map((event) => [event.summary, event.actor.actingAs])).toEqual([
        ['Added Refrigeration after three days, per day × 2', 'STAFF'],
        ['Added Certified copy of the death certificate × 5', 'FAMILY'],
        ['Chose the package Direct cremation', 'FAMILY'],
      ]);
      arrangementSchema.parse((await call('DELETE', `/api/family/arrangements/${who.haroldId}/items/${line.id}`, who.otherFamily)).json());
    });

    it('POST lines adds an item or a free line; PATCH changes item, variant, quantity; DELETE removes', async () => {
      const register = await itemId('Register book');
      const added = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.otherFamily, { itemId: register, quantity: 2 })).json(),
      );
      const line = allLines(added).find((entry) => entry.item?.id === register)!;
      expect(line).toMatchObject({ quantity: 2, amountCents: 13_000, complete: true, fromPackage: false });
      const before = added.totals.totalCents;
      const patched = arrangementSchema.parse(
        (await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${line.id}`, who.otherFamily, { quantity: 3 })).json(),
      );
      // 3 × $65, 6 % tax on the extra $65: $68.90 more.
      expect(patched.totals.totalCents - before).toBe(6_890);

      // The cash advance category is there to add to before it has a line.
      const freeCategory = added.categories.find((category) => category.itemCategory.kind === 'CASH_ADVANCE');
      expect(freeCategory?.lines).toEqual([]);
      const gpl = gplSchema.parse((await call('GET', '/api/family/company/gpl/items', who.otherFamily)).json());
      const cashCategory = gpl.items.find((item) => item.cashAdvance)!.category.id;
      const free = arrangementSchema.parse(
        (await call('POST', `/api/family/arrangements/${who.haroldId}/lines`, who.otherFamily, { categoryId: cashCategory, name: 'Piper' })).json(),
      );
      const freeLine = allLines(free).find((entry) => entry.name === 'Piper')!;
      expect(freeLine).toMatchObject({ complete: true, item: null, amountCents: 0 });
      arrangementSchema.parse(
        (await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${freeLine.id}`, who.otherFamily, { name: 'Bagpiper' })).json(),
      );

      const removed = arrangementSchema.parse((await call('DELETE', `/api/family/arrangements/${who.haroldId}/items/${freeLine.id}`, who.otherFamily)).json());
      expect(allLines(removed).some((entry) => entry.id === freeLine.id)).toBe(false);
      const packageLine = allLines(removed).find((entry) => entry.fromPackage)!;
      expectError(await call('DELETE', `/api/family/arrangements/${who.haroldId}/items/${packageLine.id}`, who.otherFamily), 409);
    });

    it('bad payloads are 4xx with the field, never 5xx', async () => {
      const url = `/api/family/arrangements/${who.haroldId}/lines`;
      expect(expectError(await call('POST', url, who.otherFamily, {}), 400).fieldErrors).toEqual({ itemId: 'This field is required' });
      expect(expectError(await call('POST', url, who.otherFamily, { itemId: 'x' }), 400).fieldErrors).toHaveProperty('itemId');
      // The portal's forms send the API's body as typed: a blank choice is a choice not made, a free line without its
      // name says so on the name (issue 38.3).
      expect(expectError(await call('POST', url, who.otherFamily, { itemId: '' }), 400).fieldErrors).toEqual({ itemId: 'This field is required' });
      expect(expectError(await call('POST', url, who.otherFamily, { name: ' ', categoryId: 1 }), 400).fieldErrors).toEqual({ name: 'This field is required' });
      expect(expectError(await call('POST', url, who.otherFamily, { itemId: 1, quantity: 0 }), 400).fieldErrors).toEqual({ quantity: 'Must be at least 1' });
      expectError(await call('POST', url, who.otherFamily, { itemId: 1, priceCents: 1 }), 400);
      // A body that is not JSON at all: refused before the route (415), never a 500.
      expectError(await call('POST', url, who.otherFamily, 'text'), 415);
      expectError(await call('POST', url, who.otherFamily, [1]), 400);
      expectError(await call('POST', url, who.otherFamily, { itemId: 999_999 }), 404);
      const oak = await itemId('Oak Heritage casket');
      const steelVariant = variantListSchema.parse(
        (await call('GET', `/api/family/arrangements/items/${await itemId('Alder 18-gauge steel casket')}/variants`, who.otherFamily)).json(),
      ).items[0]!.id;
      expectError(await call('POST', url, who.otherFamily, { itemId: oak, variantId: steelVariant }), 404);
      const line = allLines(await arrangement(who.haroldId, who.otherFamily)).find((entry) => !entry.fromPackage)!;
      expectError(await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${line.id}`, who.otherFamily, { quantity: 'many' }), 400);
      expectError(await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${line.id}`, who.otherFamily, { itemId: oak }), 400);
      expectError(await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${line.id}`, who.otherFamily, []), 400);
    });

    it('another case’s line is not found, for change and removal alike', async () => {
      const rosaLine = allLines(await arrangement()).find((line) => !line.fromPackage)!;
      expectError(await call('PATCH', `/api/family/arrangements/${who.haroldId}/lines/${rosaLine.id}`, who.otherFamily, { quantity: 1 }), 404);
      expectError(await call('DELETE', `/api/family/arrangements/${who.haroldId}/items/${rosaLine.id}`, who.otherFamily), 404);
      expect(allLines(await arrangement()).some((line) => line.id === rosaLine.id)).toBe(true);
    });
  });

  describe('finish, sign, statement and payment on the demo case', () => {
    let paymentId: string;

    it('refuses to finish with the reasons, and a helper may not finish', async () => {
      const refused = expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/finish`, who.family), 409);
      expect(refused.fieldErrors).toEqual({
        selections: 'Complete every selection. The funeral home will price your own additions before you can sign.',
        details: 'Add the purchaser’s details.',
      });
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/finish`, who.helper), 403);
    });

    it('a selector line takes only its choices; a variant completes it', async () => {
      const casket = allLines(await arrangement()).find((line) => line.selector !== null)!;
      const url = `/api/family/arrangements/${who.rosaId}/lines/${casket.id}`;
      expectError(await call('PATCH', url, who.family, { itemId: await itemId('Marble urn') }), 400);
      const steel = await itemId('Alder 18-gauge steel casket');
      const variants = variantListSchema.parse((await call('GET', `/api/family/arrangements/items/${steel}/variants`, who.family)).json()).items;
      const value = arrangementSchema.parse((await call('PATCH', url, who.helper, { itemId: steel, variantId: variants[1]!.id, quantity: 1 })).json());
      const line = allLines(value).find((entry) => entry.id === casket.id)!;
      // Slate blue costs $200 over the steel casket's base: the package upgrade.
      expect(line).toMatchObject({ complete: true, amountCents: 20_000, variant: { finish: 'Slate blue' } });
      expect(value.problems.map((problem) => problem.code)).toEqual(['AWAITING_PRICE', 'NO_PURCHASER']);
      expectError(await call('PATCH', url, who.family, { quantity: 2 }), 409);
    });

    it('staff price the family’s own line; nobody else can, and only a free-named line', async () => {
      const lines = allLines(await arrangement());
      const piper = lines.find((line) => line.name === 'Bagpiper at the committal')!;
      const url = `/api/family/arrangements/${who.rosaId}/lines/${piper.id}/price`;
      expectError(await call('PUT', url, undefined, { priceCents: 30_000 }), 401);
      expectError(await call('PUT', url, who.family, { priceCents: 30_000 }), 403);
      expectError(await call('PUT', url, who.helper, { priceCents: 30_000 }), 403);
      expectError(await call('PUT', url, who.otherSite, { priceCents: 30_000 }, SECOND_HOST), 404);
      expect(expectError(await call('PUT', url, who.staff, { priceCents: -1 }), 400).fieldErrors).toHaveProperty('priceCents');
      const hearse = lines.find((line) => line.item?.name === 'Hearse')!;
      expectError(await call('PUT', `/api/family/arrangements/${who.rosaId}/lines/${hearse.id}/price`, who.staff, { priceCents: 1 }), 400);
      expectError(await call('PUT', `/api/family/arrangements/${who.haroldId}/lines/${piper.id}/price`, who.staff, { priceCents: 1 }), 404);
      const priced = arrangementSchema.parse((await call('PUT', url, who.staff, { priceCents: 30_000 })).json());
      expect(allLines(priced).find((line) => line.id === piper.id)).toMatchObject({ awaitingPrice: false, amountCents: 30_000 });
      expect(priced.problems.map((problem) => problem.code)).toEqual(['NO_PURCHASER']);
    });

    it('POST contract/details saves the purchaser with SPEC §5 messages; GET contract reads it', async () => {
      const url = `/api/family/arrangements/${who.rosaId}/contract/details`;
      const bad = expectError(await call('POST', url, who.family, { purchaser: { ...PURCHASER, email: 'nope', phone: '5552017788', name: '' } }), 400);
      expect(bad.fieldErrors).toEqual({
        'purchaser.name': 'This field is required',
        'purchaser.email': 'Please enter a valid email address',
        'purchaser.phone': 'Please enter a valid format',
      });
      expectError(await call('POST', url, who.family, {}), 400);
      expectError(await call('POST', url, who.family, { details: { disposition: 'LAUNCH' } }), 400);
      const saved = contractSchema.parse(
        (await call('POST', url, who.family, { purchaser: PURCHASER, details: { disposition: 'BURIAL', placeOfDisposition: 'Alder Falls Cemetery' } })).json(),
      );
      expect(saved.purchaser).toMatchObject({ name: 'Jordan Morales', postalCode: '05901' });
      const read = contractSchema.parse((await call('GET', `/api/family/arrangements/${who.rosaId}/contract`, who.helper)).json());
      expect(read).toMatchObject({ status: 'OPEN', details: { disposition: 'BURIAL' }, signature: null });
      expectError(await call('GET', `/api/family/arrangements/${who.rosaId}/contract`, who.otherFamily), 404);
    });

    it('submit needs finishing first and a signature; payments wait for the signature', async () => {
      expectError(
        await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, {
          amountCents: 10_000,
          idempotencyKey: 'early-key-0000000001',
          paymentToken: 'tok_visa',
        }),
        409,
      );
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family), 409);
      const finished = arrangementSchema.parse((await call('POST', `/api/family/arrangements/${who.rosaId}/finish`, who.family)).json());
      expect(finished).toMatchObject({ status: 'FINISHED', problems: [] });
      const tasks = taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.family)).json()).items;
      expect(tasks.find((task) => task.kind === 'arrangements')?.status).toBe('COMPLETE');
      const unsigned = expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family), 409);
      expect(unsigned.fieldErrors).toHaveProperty('signature');
      expectError(
        await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.helper, { signature: { typedName: 'Elena', consent: true } }),
        403,
      );
      // Issue 25: signed in as Jordan, another person's name (or one letter) is refused; staff never sign for the family.
      for (const typedName of ['Elena Morales', 'J']) {
        const refused = expectError(
          await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, { signature: { typedName, consent: true } }),
          400,
        );
        expect(refused.fieldErrors).toEqual({ 'signature.typedName': 'Please type your name as it is on your account: Jordan Morales.' });
      }
      expectError(
        await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.staff, { signature: { typedName: 'Jordan Morales', consent: true } }),
        403,
      );
      expectError(
        await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, {
          signature: { typedName: 'Jordan Morales', consent: false },
        }),
        400,
      );
      contractSchema.parse(
        (
          await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, {
            signature: { typedName: 'Jordan Morales', consent: true },
          })
        ).json(),
      );
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.helper), 403);
      const signed = contractSchema.parse((await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family)).json());
      expect(signed.status).toBe('SIGNED');
      const afterSigning = taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.family)).json()).items;
      expect(afterSigning.find((task) => task.kind === 'statement')?.status).toBe('IN_PROGRESS');
      expect(signed.signedAt).not.toBeNull();
      expectError(await call('POST', `/api/family/arrangements/${who.rosaId}/contract/submit`, who.family), 409);
    });

    it('the signed statement is read-only and immutable: a later price change does not touch it', async () => {
      const statement = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
      expect(statement).toMatchObject({ status: 'SIGNED', displayType: 'ITEMIZED', signedName: 'Jordan Morales', paidCents: 0 });
      expect(statement.balanceCents).toBe(statement.totals.totalCents);
      expect(statement.lines.filter((line) => line.cashAdvance).map((line) => line.name)).toContain('Certified copy of the death certificate');
      await t.app.database.db.update(arrPackages).set({ priceCents: 1 }).where(eq(arrPackages.name, 'Traditional funeral with burial'));
      await t.app.database.db.update(arrItems).set({ priceCents: 1 }).where(eq(arrItems.name, 'Certified copy of the death certificate'));
      const after = statementSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.family)).json());
      expect(after.totals).toEqual(statement.totals);
      expect(after.lines).toEqual(statement.lines);
      const viaGroup = statementSchema.parse((await call('GET', `/api/family/arrangements/statement?caseId=${who.rosaId}`, who.helper)).json());
      expect(viaGroup.totals).toEqual(statement.totals);
      const line = allLines(await arrangement()).find((entry) => !entry.fromPackage)!;
      for (const response of [
        await call('PATCH', `/api/family/arrangements/${who.rosaId}/lines/${line.id}`, who.family, { quantity: 1 }),
        await call('DELETE', `/api/family/arrangements/${who.rosaId}/items/${line.id}`, who.family),
        await call('POST', `/api/family/arrangements/${who.rosaId}/lines`, who.family, { itemId: line.item!.id }),
        await call('POST', `/api/family/arrangements/${who.rosaId}/contract/details`, who.family, { purchaser: PURCHASER }),
      ]) {
        expect(expectError(response, 409).message).toMatch(/signed/);
      }
      expect((await arrangement()).readOnly).toBe(true);
      const template = statementTemplateSchema.parse(
        (await call('GET', `/api/family/arrangements/statement/template/${statement.templateRevisionId}`, who.family)).json(),
      );
      expect(template).toMatchObject({ title: 'Statement of Funeral Goods and Services Selected', displayType: 'ITEMIZED' });
      // The Funeral Rule's disclosures first, each once, then the home's own (issue 39.5).
      expect(template.disclosures.slice(0, STATEMENT_DISCLOSURES.length)).toEqual(STATEMENT_DISCLOSURES);
      expect(template.disclosures).toContain('Vermont sales tax (6%) applies to merchandise.');
      expect(new Set(template.disclosures).size).toBe(template.disclosures.length);
      expectError(await call('GET', `/api/family/arrangements/statement/template/${statement.templateRevisionId}`, who.otherSite, undefined, SECOND_HOST), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/statement`, who.otherFamily), 404);
    });

    it('POST payments/connect names the provider account', async () => {
      const connect = paymentConnectSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/payments/connect`, who.family)).json());
      expect(connect).toMatchObject({ provider: 'sandbox', connected: true });
    });

    it('POST payments charges part of the balance once per idempotency key', async () => {
      const body = { amountCents: 150_000, idempotencyKey: 'pay-once-key-00000001', paymentToken: 'tok_visa' };
      const [first, second] = await Promise.all([
        call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, body),
        call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, body),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // One charge; the twin is either the same answer again or "still processing", never a second charge.
      expect(statuses[0]).toBeLessThan(300);
      expect([200, 201, 202, 409]).toContain(statuses[1]);
      // The one that charged answers 201 with the approved payment.
      const payment = casePaymentSchema.parse([first, second].find((response) => response.statusCode === 201)!.json());
      paymentId = payment.paymentId;
      expect(payment).toMatchObject({ status: 'APPROVED', amountCents: 150_000, brand: 'Visa', last4: '4242' });
      const replay = casePaymentSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, body)).json());
      expect(replay.paymentId).toBe(paymentId);
      const list = casePaymentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/payments`, who.helper)).json());
      expect(list.items.filter((item) => item.status === 'APPROVED')).toHaveLength(1);
      expect(list.paidCents).toBe(150_000);
      expect(list.balanceCents).toBe(list.totalCents - 150_000);
      expect(payment.balanceAfterCents).toBe(list.balanceCents);
    });

    it('a declined card says why (402) and charges nothing; overpaying is refused', async () => {
      const declined = expectError(
        await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, {
          amountCents: 10_000,
          idempotencyKey: 'declined-key-000000001',
          paymentToken: 'tok_chargeDeclined',
        }),
        402,
      );
      expect(declined.fieldErrors).toEqual({ paymentToken: expect.stringMatching(/declined/) });
      const poor = expectError(
        await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, {
          amountCents: 10_000,
          idempotencyKey: 'poor-key-0000000000001',
          paymentToken: 'tok_chargeDeclinedInsufficientFunds',
        }),
        402,
      );
      expect(poor.message).toMatch(/insufficient funds/);
      const list = casePaymentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/payments`, who.family)).json());
      expect(list.paidCents).toBe(150_000);
      const tooMuch = expectError(
        await call('POST', `/api/family/cases/${who.rosaId}/payments`, who.family, {
          amountCents: list.balanceCents + 1,
          idempotencyKey: 'too-much-key-000000001',
          paymentToken: 'tok_visa',
        }),
        400,
      );
      expect(tooMuch.fieldErrors).toHaveProperty('amountCents');
    });

    it('bad payment payloads are 400 with fields; receipts are per case', async () => {
      const url = `/api/family/cases/${who.rosaId}/payments`;
      const bad = expectError(
        await call('POST', url, who.family, {
          amountCents: 1.5,
          idempotencyKey: 'short',
          paymentToken: 'card 4242',
        }),
        400,
      );
      expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['amountCents', 'idempotencyKey', 'paymentToken']);
      expectError(await call('POST', url, who.family, null), 400);
      const receipt = casePaymentSchema.parse((await call('GET', `${url}/${paymentId}`, who.helper)).json());
      expect(receipt.reference).toMatch(/^py_[a-z]{20}$/);
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/payments/${paymentId}`, who.otherFamily), 404);
      expectError(await call('GET', `${url}/${paymentId}`, who.otherFamily), 404);
      expectError(await call('GET', `${url}/not-an-id`, who.family), 404);
      expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
    });
  });
});

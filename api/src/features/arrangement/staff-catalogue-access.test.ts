import { staffCatalogueSchema, type StaffCatalogue } from '@keepsake/shared/contract';
import { callAs, expectError, signedInApp } from '../../testing/family-sign-in';
import { SECOND_HOST } from '../../testing/test-app';

// Issue 25: every write of the studio's catalogue pages (items, categories, packages) refuses the signed-out,
// a family member and another home's staff, and names nothing of another home; the right staff get through.
describe('the catalogue calls the studio makes, to the wrong person', () => {
  const { t, who, call } = signedInApp();
  let value: StaffCatalogue;

  beforeAll(async () => {
    value = staffCatalogueSchema.parse((await callAs(t.app)('GET', '/api/staff/catalogue', who.staff)).json());
  }, 90_000);
  const category = () => value.categories[0]!;
  const item = () => category().items[0]!;
  const pkg = () => value.packages[0]!;
  const itemBody = () => ({ categoryId: category().id, name: 'Memorial candle', description: '', priceCents: 2_400, taxable: true, active: true });
  const categoryBody = () => ({ name: 'Keepsakes', kind: 'MERCHANDISE', position: 9, displayForFamily: true });
  const packageBody = () => ({
    category: 'Burial',
    name: 'Graveside service',
    priceCents: 300_000,
    lines: [{ itemId: item().id, quantity: 1, mayLeaveOut: true, leaveOutCreditCents: 1_000, allowExtra: false }],
  });

  it('refuses the signed-out (401) and a family member (403) on every write', async () => {
    const writes: [method: 'POST' | 'PUT', url: string, body: object][] = [
      ['POST', '/api/staff/catalogue/items', itemBody()],
      ['POST', '/api/staff/catalogue/categories', categoryBody()],
      ['PUT', `/api/staff/catalogue/categories/${category().id}`, categoryBody()],
      ['POST', '/api/staff/catalogue/packages', packageBody()],
      ['PUT', `/api/staff/catalogue/packages/${pkg().id}`, packageBody()],
      ['POST', `/api/staff/catalogue/packages/${pkg().id}/retire`, { retired: true }],
    ];
    for (const [method, url, body] of writes) {
      expectError(await call(method, url, undefined, body), 401);
      expectError(await call(method, url, who.family, body), 403);
    }
    expect(staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json())).toEqual(value);
  });

  it('another home’s staff reach none of this home’s categories, items or packages', async () => {
    expectError(await call('PUT', `/api/staff/catalogue/categories/${category().id}`, who.otherSite, categoryBody(), SECOND_HOST), 404);
    expectError(await call('PUT', `/api/staff/catalogue/packages/${pkg().id}`, who.otherSite, packageBody(), SECOND_HOST), 404);
    // Their own new item in this home's category, or their package of this home's item: refused on the field.
    expect(expectError(await call('POST', '/api/staff/catalogue/items', who.otherSite, itemBody(), SECOND_HOST), 400).fieldErrors).toHaveProperty('categoryId');
    expectError(await call('POST', '/api/staff/catalogue/packages', who.otherSite, packageBody(), SECOND_HOST), 400);
    expect(staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json())).toEqual(value);
  });

  it('the right staff add an item, a category and a package, each answered with the whole catalogue', async () => {
    const withItem = staffCatalogueSchema.parse((await call('POST', '/api/staff/catalogue/items', who.staff, itemBody())).json());
    expect(withItem.categories[0]!.items.map((entry) => entry.name)).toContain('Memorial candle');
    const withCategory = staffCatalogueSchema.parse((await call('POST', '/api/staff/catalogue/categories', who.staff, categoryBody())).json());
    expect(withCategory.categories.find((entry) => entry.name === 'Keepsakes')).toMatchObject({ position: 9, displayForFamily: true, items: [] });
    const created = await call('POST', '/api/staff/catalogue/packages', who.staff, packageBody());
    expect(created.statusCode).toBe(201);
    expect(staffCatalogueSchema.parse(created.json()).packages.find((entry) => entry.name === 'Graveside service')?.lines[0]).toMatchObject({
      mayLeaveOut: true,
      leaveOutCreditCents: 1_000,
    });
  });
});

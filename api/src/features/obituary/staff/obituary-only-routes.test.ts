import { staffObituaryDetailSchema, staffObituaryListSchema, type StaffObituarySummary } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../../testing/test-app';
import { HAS_A_CASE } from './obituary-only-routes';

// Issue 36 §4: public obituaries with no case (imported, older ones) could not be found, edited or taken down
// by staff, although flower orders for them arrived. They are the studio's Obituaries area now.
describe('obituaries without a case, managed at the desk', () => {
  const { t, who, call } = signedInApp();
  let first: StaffObituarySummary;
  const list = async (query = '') => staffObituaryListSchema.parse((await call('GET', `/api/staff/obituaries${query}`, who.staff)).json());

  beforeAll(async () => {
    first = (await list()).items[0]!;
  });

  it('lists only this home’s obituaries that no case links to, with their flower orders', async () => {
    const { items } = await list();
    expect(items.length).toBeGreaterThan(0);
    const linked = await t.app.database.query<{ obituary_id: number }>('SELECT obituary_id FROM case_obituary WHERE obituary_id IS NOT NULL');
    expect(linked.length).toBeGreaterThan(0);
    for (const item of items) expect(linked.map((row) => row.obituary_id)).not.toContain(item.id);
    const rows = await t.app.database.query<{ site_id: string; orders: number }>(
      'SELECT o.site_id, (SELECT count(*)::int FROM shop_order s WHERE s.obituary_id = o.id) AS orders FROM obituary o WHERE o.id = $1',
      [first.id],
    );
    expect(rows[0]!.orders).toBe(first.orders);
    expect(first.publicPath).toMatch(new RegExp(`^/obituaries/${first.id}/`));
    // Found by name.
    const found = await list(`?q=${encodeURIComponent(first.fullName.split(' ')[0]!)}`);
    expect(found.items.map((item) => item.id)).toContain(first.id);
    expect((await list('?q=nobody-by-this-name')).items).toEqual([]);
  });

  it('edits one, and its public page reads the new words at once', async () => {
    const body = { fullName: 'Margaret Ann Olsen', birthDate: '1931-04-02', deathDate: '2020-01-15', city: 'Duluth', biography: 'She kept bees.' };
    const saved = staffObituaryDetailSchema.parse((await call('PUT', `/api/staff/obituaries/${first.id}`, who.staff, body)).json());
    expect(saved).toMatchObject({ ...body, publicPath: `/obituaries/${first.id}/margaret-ann-olsen` });
    const page = await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${first.id}`, headers: DEMO_HOST });
    expect(page.json()).toMatchObject({ fullName: 'Margaret Ann Olsen', biography: 'She kept bees.' });
  });

  it('refuses bad input on its field, never a 500', async () => {
    const url = `/api/staff/obituaries/${first.id}`;
    const dates = expectError(await call('PUT', url, who.staff, { fullName: 'A', birthDate: '2020-01-02', deathDate: '2020-01-01' }), 400);
    expect(dates.fieldErrors).toEqual({ deathDate: 'The date of death cannot be before the date of birth' });
    expect(expectError(await call('PUT', url, who.staff, { fullName: ' ', deathDate: '2020-01-01' }), 400).fieldErrors).toEqual({
      fullName: 'This field is required',
    });
    expect(expectError(await call('PUT', url, who.staff, { fullName: 'A', deathDate: '2020-02-30' }), 400).fieldErrors).toHaveProperty('deathDate');
    expectError(await call('PUT', url, who.staff, { fullName: 'A', deathDate: '2020-01-01', caseId: 3 }), 400);
    expectError(await call('GET', '/api/staff/obituaries/0x1', who.staff), 404);
  });

  it('takes one off the website and puts it back', async () => {
    const off = staffObituaryDetailSchema.parse((await call('POST', `/api/staff/obituaries/${first.id}/unpublish`, who.staff)).json());
    expect(off.published).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${first.id}`, headers: DEMO_HOST })).statusCode).toBe(404);
    const on = staffObituaryDetailSchema.parse((await call('POST', `/api/staff/obituaries/${first.id}/publish`, who.staff)).json());
    expect(on.published).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/web/obituaries/${first.id}`, headers: DEMO_HOST })).statusCode).toBe(200);
  });

  it('leaves an obituary that has a case to the case (the family approves its words)', async () => {
    const rows = await t.app.database.query<{ obituary_id: number }>(
      'SELECT co.obituary_id FROM case_obituary co WHERE co.case_id = $1 AND co.obituary_id IS NOT NULL',
      [who.rosaId],
    );
    const linked = rows[0]!.obituary_id;
    expect(expectError(await call('GET', `/api/staff/obituaries/${linked}`, who.staff), 409).message).toBe(HAS_A_CASE);
    expectError(await call('POST', `/api/staff/obituaries/${linked}/unpublish`, who.staff), 409);
    expectError(await call('PUT', `/api/staff/obituaries/${linked}`, who.staff, { fullName: 'Someone Else', deathDate: '2020-01-01' }), 409);
  });

  it('answers only the home’s own staff', async () => {
    const url = `/api/staff/obituaries/${first.id}`;
    expectError(await call('GET', '/api/staff/obituaries'), 401);
    expectError(await call('GET', '/api/staff/obituaries', who.family), 403);
    expectError(await call('GET', url, who.helper), 403);
    expectError(await call('POST', `${url}/unpublish`, who.family), 403);
    expectError(await call('PUT', url, who.otherFamily, { fullName: 'X', deathDate: '2020-01-01' }), 403);
    // Another home's staff, on their own site: not theirs, and not in their list.
    expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('POST', `${url}/unpublish`, who.otherSite, undefined, SECOND_HOST), 404);
    const theirs = staffObituaryListSchema.parse((await call('GET', '/api/staff/obituaries', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.items.map((item) => item.id)).not.toContain(first.id);
    expect(staffObituaryDetailSchema.parse((await call('GET', url, who.staff)).json()).published).toBe(true);
  });
});

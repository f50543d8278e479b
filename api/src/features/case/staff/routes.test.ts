import { acceptResultSchema, deskCaseDetailSchema, deskCaseListSchema, taskListSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';
import { recentMail } from '../../../lib/mailer';

describe('staff cases (issue 24)', () => {
  const { t, who, call } = signedInApp();
  const list = async (query = '') => deskCaseListSchema.parse((await call('GET', `/api/staff/cases${query}`, who.staff)).json());
  const NEW_CASE = {
    fullName: 'Walter Hughes',
    birthDate: '1940-01-02',
    deathDate: '2026-11-20',
    locationId: 'loc-main',
    kind: 'AT_NEED',
    contactName: 'Nora Hughes',
    contactEmail: 'Nora.Hughes@example.com',
    contactRelationship: 'Daughter',
  };

  it('lists the home’s cases to its staff only, searched, filtered and paged', async () => {
    const all = await list();
    expect(all.items.map((item) => item.fullName).sort()).toEqual(['Harold James Benson', 'Rosa Inés Morales']);
    expect((await list('?search=rosa')).items.map((item) => item.fullName)).toEqual(['Rosa Inés Morales']);
    expect((await list('?search=%25')).items).toEqual([]);
    expect((await list('?filter=PRE_NEED')).items).toEqual([]);
    const paged = await list('?size=1');
    expect(paged).toMatchObject({ pageSize: 1, hasNext: true });
    expectError(await call('GET', '/api/staff/cases'), 401);
    expectError(await call('GET', '/api/staff/cases', who.family), 403);
    expectError(await call('GET', '/api/staff/cases', who.helper), 403);
    expectError(await call('GET', '/api/staff/cases', who.otherSite), 401);
    const theirs = deskCaseListSchema.parse((await call('GET', '/api/staff/cases', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.items.map((item) => item.fullName)).toEqual(['Agnes Lighthouse']);
    const bad = expectError(await call('GET', '/api/staff/cases?filter=SOON', who.staff), 400);
    expect(bad.fieldErrors).toHaveProperty('filter');
  });

  it('shows a case to its home’s staff only', async () => {
    const rosa = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${who.rosaId}`, who.staff)).json());
    expect(rosa.members).toHaveLength(4);
    expect(rosa.tasks).toHaveLength(12);
    expect(rosa).toMatchObject({ kind: 'AT_NEED', closed: false, locationId: 'loc-main' });
    expectError(await call('GET', `/api/staff/cases/${who.rosaId}`, who.family), 403);
    expectError(await call('GET', `/api/staff/cases/${who.rosaId}`, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', '/api/staff/cases/0x1', who.staff), 404);
  });

  it('refuses a bad new case with each field’s message', async () => {
    const bad = expectError(await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, fullName: '', deathDate: '2026-02-30', contactEmail: 'x' }), 400);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['contactEmail', 'deathDate', 'fullName']);
    const order = expectError(await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, birthDate: '2027-01-01' }), 400);
    expect(order.fieldErrors?.deathDate).toBe('The date of death cannot be before the date of birth');
    const place = expectError(await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, locationId: 'loc-elsewhere' }), 400);
    expect(place.fieldErrors).toHaveProperty('locationId');
    expectError(await call('POST', '/api/staff/cases', who.family, NEW_CASE), 403);
    expectError(await call('POST', '/api/staff/cases', who.otherSite, NEW_CASE, SECOND_HOST), 400);
  });

  it('creates a case whose primary contact joins from the mail and works in the Family Portal', async () => {
    const response = await call('POST', '/api/staff/cases', who.staff, NEW_CASE);
    expect(response.statusCode).toBe(201);
    const created = deskCaseDetailSchema.parse(response.json());
    expect(created.tasks).toHaveLength(12);
    expect(created.invitations).toEqual([expect.objectContaining({ email: 'nora.hughes@example.com', role: 'PRIMARY', accepted: false, revoked: false })]);

    // The same person again: a likely duplicate, until confirmed.
    const duplicate = expectError(await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, fullName: 'walter hughes' }), 409);
    expect(duplicate.fieldErrors).toHaveProperty('fullName');

    const [mail] = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === 'nora.hughes@example.com');
    expect(mail!.body).toContain('Walter Hughes');
    const token = mail!.links[0]!.split('/').pop()!;
    const signUp = await call('POST', '/api/family/signup', undefined, { token, name: 'Nora Hughes', password: 'nora-long-password' });
    expect(signUp.statusCode).toBe(201);
    expect(acceptResultSchema.parse(signUp.json()).caseId).toBe(created.id);
    const nora = signUp.headers['set-auth-token'] as string;
    const tasks = taskListSchema.parse((await call('GET', `/api/family/cases/${created.id}/tasks`, nora)).json()).items;
    const details = tasks.find((task) => task.kind === 'add-details')!;
    expect((await call('POST', `/api/family/cases/${created.id}/tasks/${details.id}/status/COMPLETE`, nora)).statusCode).toBe(200);
    const seen = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${created.id}`, who.staff)).json());
    expect(seen.members).toEqual([expect.objectContaining({ name: 'Nora Hughes', role: 'PRIMARY' })]);
    expect(seen.tasks.find((task) => task.kind === 'add-details')!.status).toBe('COMPLETE');

    const confirmed = await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, contactEmail: 'other@example.com', confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('edits the facts, and closes and reopens a case', async () => {
    const url = `/api/staff/cases/${who.haroldId}`;
    const facts = { fullName: 'Harold J. Benson', birthDate: '1938-11-02', deathDate: '', locationId: '', kind: 'PRE_NEED' };
    const edited = deskCaseDetailSchema.parse((await call('PUT', url, who.staff, facts)).json());
    expect(edited).toMatchObject({ fullName: 'Harold J. Benson', deathDate: null, kind: 'PRE_NEED', locationId: null });
    expect((await list('?filter=PRE_NEED')).items.map((item) => item.id)).toEqual([who.haroldId]);
    expectError(await call('PUT', url, who.staff, { ...facts, fullName: ' ' }), 400);
    expectError(await call('PUT', url, who.family, facts), 403);
    expectError(await call('PUT', url, who.otherSite, facts, SECOND_HOST), 404);

    expectError(await call('POST', `${url}/close`, who.otherFamily), 403);
    expectError(await call('POST', `${url}/close`, who.otherSite, undefined, SECOND_HOST), 404);
    expect(deskCaseDetailSchema.parse((await call('POST', `${url}/close`, who.staff)).json()).closed).toBe(true);
    expect((await list()).items.map((item) => item.id)).not.toContain(who.haroldId);
    expect((await list('?filter=CLOSED')).items.map((item) => item.id)).toEqual([who.haroldId]);
    expect(deskCaseDetailSchema.parse((await call('POST', `${url}/reopen`, who.staff)).json()).closed).toBe(false);
    expect((await list()).items.map((item) => item.id)).toContain(who.haroldId);
  });

  it('shows an invitation the family revoked as revoked, not open', async () => {
    const created = deskCaseDetailSchema.parse((await call('POST', '/api/staff/cases', who.staff, { ...NEW_CASE, fullName: 'Agnes Revoked' })).json());
    const revoke = await call('POST', `/api/family/cases/${created.id}/invitations/revoke`, who.staff, { email: NEW_CASE.contactEmail.toLowerCase() });
    expect(revoke.statusCode).toBeLessThan(300);
    const detail = deskCaseDetailSchema.parse((await call('GET', `/api/staff/cases/${created.id}`, who.staff)).json());
    expect(detail.invitations).toEqual([expect.objectContaining({ accepted: false, revoked: true })]);
  });
});

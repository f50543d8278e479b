import { deskCaseDetailSchema, inboxDetailSchema, inboxListSchema, staffNotificationSettingsSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../seed/willowbrook-site';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';

const AT_NEED_PLAN = {
  caseStatus: 'AT_NEED',
  fields: {
    contactFirstName: 'Clara',
    contactLastName: 'Whitfield',
    contactEmail: 'clara.whitfield@example.com',
    contactPhone: '(555) 222-3344',
    contactRelationship: 'Daughter',
    decedentFirstName: 'Edwin',
    decedentLastName: 'Whitfield',
    decedentDateOfBirth: '1941-03-09',
    decedentDateOfDeath: '2026-11-20',
    decedentDisposition: 'burial',
    finalContactPreference: 'email',
  },
};
const MESSAGE = { name: 'Tom Reyes', email: 'tom@example.com', phone: '', message: 'Do you offer Saturday visitations?' };

describe('staff inbox (issue 24 §4)', () => {
  const { t, who, call } = signedInApp();
  let ip = 0;
  const visitor = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: DEMO_HOST, payload, remoteAddress: `10.9.0.${(ip += 1)}` });
  const list = async (query = '') => inboxListSchema.parse((await call('GET', `/api/staff/inbox${query}`, who.staff)).json());
  const mails = () => recentMail(t.app.database.db, WILLOWBROOK_SITE.id);

  it('lists new plans and messages newest first, and mails the home’s staff a link to each', async () => {
    expect((await visitor('/api/web/planning/submit', AT_NEED_PLAN)).statusCode).toBe(201);
    expect((await visitor('/api/web/contact', MESSAGE)).statusCode).toBe(201);
    const { items } = await list();
    expect(items.slice(0, 2).map((item) => [item.source, item.from, item.status])).toEqual([
      ['CONTACT', 'Tom Reyes', 'NEW'],
      ['PLAN', 'Clara Whitfield', 'NEW'],
    ]);
    expect(items[1]).toMatchObject({ kind: 'AT_NEED', about: 'Edwin Whitfield', assignee: null, caseId: null });
    const recent = await mails();
    const contactMail = recent.find((mail) => mail.subject.includes('new message'));
    const planMail = recent.find((mail) => mail.subject.includes('new at-need plan'));
    // No staff address set: the owner (the seeded staff account) gets them.
    expect(contactMail).toMatchObject({ toAddress: 'staff@willowbrook.test', subject: 'Willowbrook Funeral Home: new message from Tom Reyes' });
    expect(contactMail!.body).toContain('Do you offer Saturday visitations?');
    expect(contactMail!.links[0]).toMatch(new RegExp(`/studio/inbox/${items[0]!.id}$`));
    expect(planMail).toMatchObject({ toAddress: 'staff@willowbrook.test', subject: 'Willowbrook Funeral Home: new at-need plan from Clara Whitfield' });
    expect(planMail!.links[0]).toMatch(new RegExp(`/studio/inbox/${items[1]!.id}$`));
  });

  it('opens a plan with its answers and the case it would start', async () => {
    const plan = (await list()).items.find((item) => item.source === 'PLAN')!;
    const detail = inboxDetailSchema.parse((await call('GET', `/api/staff/inbox/${plan.id}`, who.staff)).json());
    expect(detail.answers).toContainEqual({ label: 'Decedent Details: First name', value: 'Edwin' });
    expect(detail.casePrefill).toEqual({
      fullName: 'Edwin Whitfield',
      birthDate: '1941-03-09',
      deathDate: '2026-11-20',
      kind: 'AT_NEED',
      contactName: 'Clara Whitfield',
      contactEmail: 'clara.whitfield@example.com',
      contactRelationship: 'Daughter',
      contactPhone: '(555) 222-3344',
    });
    expect(detail.staff.length).toBeGreaterThan(0);
    expectError(await call('GET', '/api/staff/inbox/plan-00000000-0000-0000-0000-000000000000', who.staff), 404);
    expectError(await call('GET', '/api/staff/inbox/note-1', who.staff), 404);
  });

  it('turns a contact message into a case: its sender is the contact, phone and all', async () => {
    const sent = { name: 'Lena Ortiz', email: 'lena.ortiz@example.com', phone: '(555) 404-1212', message: 'My father died this morning. Can you help us?' };
    expect((await visitor('/api/web/contact', sent)).statusCode).toBe(201);
    const message = (await list()).items.find((item) => item.from === 'Lena Ortiz')!;
    const detail = inboxDetailSchema.parse((await call('GET', `/api/staff/inbox/${message.id}`, who.staff)).json());
    expect(detail.casePrefill).toEqual({
      fullName: '',
      birthDate: '',
      deathDate: '',
      kind: 'AT_NEED',
      contactName: 'Lena Ortiz',
      contactEmail: 'lena.ortiz@example.com',
      contactRelationship: '',
      contactPhone: '(555) 404-1212',
    });
    const facts = { fullName: 'Manuel Ortiz', deathDate: '2026-11-25', locationId: '', kind: 'AT_NEED', contactRelationship: 'Daughter' };
    const badPhone = expectError(await call('POST', '/api/staff/cases', who.staff, { ...detail.casePrefill, ...facts, contactPhone: 'call me' }), 400);
    expect(badPhone.fieldErrors).toEqual({ contactPhone: 'Please enter a valid format' });
    const created = await call('POST', '/api/staff/cases', who.staff, { ...detail.casePrefill, ...facts });
    expect(created.statusCode).toBe(201);
    const caseBody = deskCaseDetailSchema.parse(created.json());
    expect(caseBody).toMatchObject({ fullName: 'Manuel Ortiz', contactPhone: '(555) 404-1212' });
    expect(caseBody.invitations).toEqual([expect.objectContaining({ email: 'lena.ortiz@example.com', role: 'PRIMARY' })]);
    const linked = inboxDetailSchema.parse((await call('POST', `/api/staff/inbox/${message.id}/case`, who.staff, { caseId: caseBody.id })).json());
    expect(linked).toMatchObject({ status: 'DONE', caseId: caseBody.id });
    const invitation = (await mails()).find((mail) => mail.toAddress === 'lena.ortiz@example.com');
    expect(invitation!.subject).toContain('Manuel Ortiz');
  });

  it('sets status and who has it, filters by status', async () => {
    const message = (await list()).items.find((item) => item.source === 'CONTACT')!;
    const detail = inboxDetailSchema.parse((await call('GET', `/api/staff/inbox/${message.id}`, who.staff)).json());
    const me = detail.staff[0]!;
    const saved = inboxDetailSchema.parse(
      (await call('PUT', `/api/staff/inbox/${message.id}`, who.staff, { status: 'IN_PROGRESS', assigneeId: me.id })).json(),
    );
    expect(saved).toMatchObject({ status: 'IN_PROGRESS', assignee: { id: me.id } });
    expect((await list('?status=IN_PROGRESS')).items.map((item) => item.id)).toEqual([message.id]);
    expect((await list('?status=NEW')).items.map((item) => item.id)).not.toContain(message.id);
    await call('PUT', `/api/staff/inbox/${message.id}`, who.staff, { status: 'DONE', assigneeId: '' });
    expect((await list()).items.map((item) => item.id)).not.toContain(message.id);
    expect((await list('?status=DONE')).items.map((item) => item.id)).toContain(message.id);
  });

  it('refuses bad input with the field’s message', async () => {
    const message = (await list('?status=ALL')).items.find((item) => item.source === 'CONTACT')!;
    const status = expectError(await call('PUT', `/api/staff/inbox/${message.id}`, who.staff, { status: 'LATER' }), 400);
    expect(status.fieldErrors).toHaveProperty('status');
    const stranger = expectError(await call('PUT', `/api/staff/inbox/${message.id}`, who.staff, { status: 'NEW', assigneeId: 'nobody' }), 400);
    expect(stranger.fieldErrors).toEqual({ assigneeId: 'Please choose a member of this funeral home’s staff' });
    const filter = expectError(await call('GET', '/api/staff/inbox?status=SOON', who.staff), 400);
    expect(filter.fieldErrors).toHaveProperty('status');
    const link = expectError(await call('POST', `/api/staff/inbox/${message.id}/case`, who.staff, { caseId: 'x' }), 400);
    expect(link.fieldErrors).toHaveProperty('caseId');
  });

  it('links the case made from a plan, only a case of the home', async () => {
    const plan = (await list('?status=ALL')).items.find((item) => item.source === 'PLAN')!;
    const other = await call('GET', '/api/staff/cases', who.otherSite, undefined, SECOND_HOST);
    const theirCase = (other.json() as { items: { id: number }[] }).items[0]!.id;
    const refused = expectError(await call('POST', `/api/staff/inbox/${plan.id}/case`, who.staff, { caseId: theirCase }), 400);
    expect(refused.fieldErrors).toEqual({ caseId: 'Please choose one of this funeral home’s cases' });
    const linked = inboxDetailSchema.parse((await call('POST', `/api/staff/inbox/${plan.id}/case`, who.staff, { caseId: who.rosaId })).json());
    expect(linked).toMatchObject({ status: 'DONE', caseId: who.rosaId });
  });

  it('answers only the home’s own staff', async () => {
    const plan = (await list('?status=ALL')).items.find((item) => item.source === 'PLAN')!;
    for (const [method, url, body] of [
      ['GET', '/api/staff/inbox', undefined],
      ['GET', `/api/staff/inbox/${plan.id}`, undefined],
      ['PUT', `/api/staff/inbox/${plan.id}`, { status: 'NEW' }],
      ['POST', `/api/staff/inbox/${plan.id}/case`, { caseId: who.rosaId }],
    ] as const) {
      expectError(await call(method, url, undefined, body), 401);
      expectError(await call(method, url, who.family, body), 403);
      expectError(await call(method, url, who.helper, body), 403);
      // Another home's staff: not signed in here, and at their own host they do not find this item.
      expectError(await call(method, url, who.otherSite, body), 401);
    }
    expectError(await call('GET', `/api/staff/inbox/${plan.id}`, who.otherSite, undefined, SECOND_HOST), 404);
    const theirs = inboxListSchema.parse((await call('GET', '/api/staff/inbox?status=ALL', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.items.map((item) => item.id)).not.toContain(plan.id);
  });

  it('sends new inquiries to the home’s staff address, or to nobody who turned them off', async () => {
    const settings = staffNotificationSettingsSchema.parse((await call('GET', '/api/staff/notifications', who.staff)).json());
    expect(settings).toMatchObject({ homeAddress: '', canEditHomeAddress: true, notices: { NEW_INQUIRY: true } });
    const bad = expectError(await call('PUT', '/api/staff/notifications', who.staff, { notices: settings.notices, homeAddress: 'nope' }), 400);
    expect(bad.fieldErrors).toHaveProperty('homeAddress');
    expectError(await call('PUT', '/api/staff/notifications', who.family, { notices: settings.notices }), 403);

    await call('PUT', '/api/staff/notifications', who.staff, { notices: settings.notices, homeAddress: 'desk@willowbrook.test' });
    await visitor('/api/web/contact', { ...MESSAGE, message: 'To the desk' });
    expect((await mails())[0]).toMatchObject({ toAddress: 'desk@willowbrook.test', subject: 'Willowbrook Funeral Home: new message from Tom Reyes' });

    await call('PUT', '/api/staff/notifications', who.staff, { notices: { ...settings.notices, NEW_INQUIRY: false }, homeAddress: '' });
    const before = (await mails()).length;
    await visitor('/api/web/contact', { ...MESSAGE, message: 'To nobody' });
    expect((await mails()).length).toBe(before);
    await call('PUT', '/api/staff/notifications', who.staff, { notices: settings.notices, homeAddress: '' });
  });
});

import {
  acceptResultSchema,
  caseDetailSchema,
  caseDetailsSchema,
  caseListSchema,
  invitationSchema,
  inviteResultSchema,
  memberListSchema,
  taskListSchema,
  taskSchema,
  userListSchema,
  type Task,
} from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST, signIn } from '../../../testing/test-app';
import { recentMail } from '../../../lib/mailer';

describe('family portal calls', () => {
  const { t, who, call } = signedInApp();
  const tasks = async (token = who.family) => taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, token)).json()).items;
  const taskOf = async (kind: Task['kind']) => (await tasks()).find((task) => task.kind === kind)!;
  const userIdOf = async (name: string) =>
    userListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/user-search?query=${encodeURIComponent(name)}`, who.family)).json()).items[0]!.id;
  const tokenFromOutbox = async (to: string) => {
    const [mail] = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === to);
    const link = mail!.links[0]!;
    return { link, token: link.split('/').pop()! };
  };

  describe('GET /cases and /cases/{caseId}', () => {
    it('lists only the cases I belong to, with the location and what waits for me', async () => {
      const list = caseListSchema.parse((await call('GET', '/api/family/cases', who.family)).json());
      expect(list.items.map((item) => item.fullName)).toEqual(['Rosa Inés Morales']);
      expect(list.items[0]).toMatchObject({ access: 'PRIMARY', location: { id: 'loc-main', name: 'Willowbrook Main Chapel' } });
      expect(list.items[0]!.waitingForMe).toBeGreaterThan(0);
    });

    it('pages, and answers a bad page with 400', async () => {
      const list = caseListSchema.parse((await call('GET', '/api/family/cases?page=1&size=1', who.staff)).json());
      expect(list.items).toHaveLength(1);
      expect(list.hasNext).toBe(true);
      expectError(await call('GET', '/api/family/cases?page=0', who.staff), 400);
      expectError(await call('GET', '/api/family/cases?sort=name', who.staff), 400);
    });

    it('needs a session of this site', async () => {
      expectError(await call('GET', '/api/family/cases'), 401);
      expectError(await call('GET', '/api/family/cases', who.family, undefined, SECOND_HOST), 401);
    });

    it('opens my case with its events; another case or another site is a 404', async () => {
      const detail = caseDetailSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}`, who.family)).json());
      expect(detail.events.map((event) => event.title)).toEqual(['Visitation', 'Funeral Mass', 'Committal']);
      expectError(await call('GET', `/api/family/cases/${who.haroldId}`, who.family), 404);
      expectError(await call('GET', `/api/family/cases/999999`, who.family), 404);
      // Ids that name nothing are a 404, as the public numeric-id rule (issue 22): 1e0 is not case 1.
      for (const id of ['abc', '1e0', `0${who.rosaId}`, `${who.rosaId}.0`]) expectError(await call('GET', `/api/family/cases/${id}`, who.family), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}`, who.otherSite, undefined, SECOND_HOST), 404);
      const harborview = caseListSchema.parse((await call('GET', '/api/family/cases', who.otherSite, undefined, SECOND_HOST)).json());
      expect(harborview.items.map((item) => item.fullName)).toEqual(['Agnes Lighthouse']);
      expectError(await call('GET', `/api/family/cases/${harborview.items[0]!.id}`, who.staff), 404);
    });

    it('lets staff of the home open every case of their home', async () => {
      const detail = caseDetailSchema.parse((await call('GET', `/api/family/cases/${who.haroldId}`, who.staff)).json());
      expect(detail.access).toBe('STAFF');
    });

    it('lists the family members: accepted and invited', async () => {
      const members = memberListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/members`, who.helper)).json()).items;
      expect(members.filter((member) => member.status === 'ACCEPTED')).toHaveLength(4);
      expect(members.find((member) => member.email === 'ana.ruiz@example.com')).toMatchObject({ status: 'INVITED', role: 'HELPER' });
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/members`, who.family), 404);
    });
  });

  describe('tasks', () => {
    it('lists every task of the hub with status and assignees, paged', async () => {
      const all = await tasks();
      expect(all).toHaveLength(12);
      expect(new Set(all.map((task) => task.status))).toEqual(new Set(['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_APPROVAL', 'COMPLETE']));
      expect(all.find((task) => task.kind === 'upload-photos')!.assignees.map((a) => a.name)).toEqual(['Elena Morales', 'Luis Morales']);
      const page = taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks?page=2&size=5`, who.family)).json());
      expect(page.items).toHaveLength(5);
      expect(page.hasNext).toBe(true);
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/tasks`, who.family), 404);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.otherSite, undefined, SECOND_HOST), 404);
    });

    it('assigns and unassigns a member; only members can be assigned', async () => {
      const task = await taskOf('select-theme');
      const luis = await userIdOf('Luis');
      const assigned = taskSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/assign/${luis}`, who.family)).json());
      expect(assigned.assignees.map((a) => a.name)).toContain('Luis Morales');
      const unassigned = taskSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/unassign/${luis}`, who.family)).json());
      expect(unassigned.assignees.map((a) => a.name)).not.toContain('Luis Morales');
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/assign/not-a-member`, who.family), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/tasks/999999/assign/${luis}`, who.family), 404);
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/tasks/${task.id}/assign/${luis}`, who.family), 404);
    });

    it('lets a helper take a task but not give one to someone else', async () => {
      const task = await taskOf('review-wall-settings');
      const elena = await userIdOf('Elena');
      const luis = await userIdOf('Luis');
      expect((await call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/assign/${elena}`, who.helper)).statusCode).toBe(200);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/assign/${luis}`, who.helper), 403);
    });

    it('moves a task through the designed statuses; a wrong move is a 409 with a message', async () => {
      const task = await taskOf('upload-music');
      const move = (status: string, token = who.family) => call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/status/${status}`, token);
      expect(taskSchema.parse((await move('IN_PROGRESS')).json()).status).toBe('IN_PROGRESS');
      expect(expectError(await move('NEEDS_APPROVAL'), 409).message).toMatch(/cannot be moved/);
      expect(expectError(await move('IN_PROGRESS'), 409).message).toMatch(/already in progress/);
      expect(taskSchema.parse((await move('COMPLETE', who.helper)).json()).status).toBe('COMPLETE');
      // A status that does not exist names no address (issue 22: paths answer 404, as SPEC §2).
      expectError(await move('DONE'), 404);
    });

    it('keeps approvals for the primary contact: a helper approving is a 403', async () => {
      const task = await taskOf('review-obituary');
      expect(task.status).toBe('NEEDS_APPROVAL');
      const move = (status: string, token: string) => call('POST', `/api/family/cases/${who.rosaId}/tasks/${task.id}/status/${status}`, token);
      expectError(await move('COMPLETE', who.helper), 403);
      expect(taskSchema.parse((await move('COMPLETE', who.family)).json()).status).toBe('COMPLETE');
    });

    it('suggests members not on the task yet, and searches members', async () => {
      const task = await taskOf('upload-photos');
      const suggestions = userListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks/${task.id}/user-suggestions`, who.family)).json());
      expect(suggestions.items.map((u) => u.name).sort()).toEqual(['Grace Whitfield', 'Jordan Morales']);
      const found = userListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/user-search?query=whit`, who.family)).json());
      expect(found.items.map((u) => u.name)).toEqual(['Grace Whitfield']);
      const none = userListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/user-search?query=${encodeURIComponent('%')}`, who.family)).json());
      expect(none.items).toEqual([]);
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/user-search?query=${'x'.repeat(101)}`, who.family), 400);
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/user-search?query=a`, who.family), 404);
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/tasks/${task.id}/user-suggestions`, who.family), 404);
    });
  });

  describe('case details', () => {
    it('reads the details, the name first from the case', async () => {
      const details = caseDetailsSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/case-details`, who.helper)).json());
      expect(details.groups.name).toEqual({ fullName: 'Rosa Inés Morales', preferredName: '' });
      // Issue 24 §6: the dates the funeral home recorded fill the form until the family saves their own.
      const rosa = caseDetailSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}`, who.helper)).json());
      expect(details.groups.birth).toEqual({ birthDate: rosa.birthDate, birthPlace: '' });
      expect(rosa.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(details.groups.death?.deathDate).toBe(rosa.deathDate ?? '');
      expectError(await call('GET', `/api/family/cases/${who.haroldId}/case-details`, who.family), 404);
    });

    it('saves one group and keeps the others; bad input is a 400 with SPEC §5 messages', async () => {
      const save = (payload: object, token = who.family) => call('POST', `/api/family/cases/${who.rosaId}/case-details`, token, payload);
      expect((await save({ group: 'birth', values: { birthDate: '1941-03-14', birthPlace: 'Ponce, Puerto Rico' } })).statusCode).toBe(200);
      const saved = caseDetailsSchema.parse((await save({ group: 'faith', values: { faith: 'Catholic', congregation: 'St. Brigid' } }, who.helper)).json());
      expect(saved.groups.birth).toEqual({ birthDate: '1941-03-14', birthPlace: 'Ponce, Puerto Rico' });
      expect(saved.groups.faith).toEqual({ faith: 'Catholic', congregation: 'St. Brigid' });
      const bad = expectError(await save({ group: 'name', values: { fullName: '', preferredName: 'x'.repeat(61) } }), 400);
      expect(bad.fieldErrors).toEqual({ 'values.fullName': 'This field is required', 'values.preferredName': 'Cannot exceed 60 characters' });
      expectError(await save({ group: 'birth', values: { birthDate: '14/03/1941' } }), 400);
      expectError(await save({ group: 'hobbies', values: {} }), 400);
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/case-details`, who.family, { group: 'faith', values: {} }), 404);
    });
  });

  describe('invitations and sign-up', () => {
    const inviteBody = { email: 'Sofia.Morales@Example.com', name: 'Sofía Morales', relationship: 'Granddaughter', role: 'HELPER' };

    it('invites by email; only the primary contact may; bad input is a 400', async () => {
      const response = await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, inviteBody);
      expect(response.statusCode).toBe(201);
      expect(inviteResultSchema.parse(response.json())).toMatchObject({ email: 'sofia.morales@example.com', resent: false });
      const { link } = await tokenFromOutbox('sofia.morales@example.com');
      expect(link).toMatch(/^http:\/\/localhost:3000\/family-portal\/invitation\/[A-Za-z0-9_-]{43}$/);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.helper, inviteBody), 403);
      const bad = expectError(await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, { ...inviteBody, email: 'nope', role: 'OWNER' }), 400);
      expect(bad.fieldErrors?.email).toBe('Please enter a valid email address');
      expect(bad.fieldErrors?.role).toMatch(/^Invalid option selected/);
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/invite`, who.family, inviteBody), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, { ...inviteBody, email: 'helper@willowbrook.test' }), 409);
    });

    it('re-inviting re-sends a new link and the old one stops working', async () => {
      const first = await tokenFromOutbox('sofia.morales@example.com');
      const again = await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, inviteBody);
      expect(inviteResultSchema.parse(again.json()).resent).toBe(true);
      const second = await tokenFromOutbox('sofia.morales@example.com');
      expect(second.token).not.toBe(first.token);
      expectError(await call('GET', `/api/family/invitation/${first.token}`), 404);
      const invitation = invitationSchema.parse((await call('GET', `/api/family/invitation/${second.token}`)).json());
      expect(invitation).toMatchObject({ caseName: 'Rosa Inés Morales', status: 'PENDING', hasAccount: false, invitedBy: 'Jordan Morales' });
      expectError(await call('GET', `/api/family/invitation/${second.token}`, undefined, undefined, SECOND_HOST), 404);
      expectError(await call('GET', `/api/family/invitation/short`), 404);
    });

    it('signs up from the invitation once, signed in at once, a member of the case', async () => {
      const { token } = await tokenFromOutbox('sofia.morales@example.com');
      const bad = expectError(await call('POST', '/api/family/signup', undefined, { token, name: '', password: 'short' }), 400);
      expect(bad.fieldErrors).toEqual({ name: 'This field is required', password: 'Must be at least 8 characters' });
      expectError(await call('POST', '/api/family/signup', undefined, { token, name: 'Sofía', password: 'a-long-password' }, SECOND_HOST), 404);
      const response = await call('POST', '/api/family/signup', undefined, { token, name: 'Sofía Morales', password: 'a-long-password' });
      expect(response.statusCode).toBe(201);
      expect(acceptResultSchema.parse(response.json())).toEqual({ caseId: who.rosaId, nameSlug: 'rosa-ines-morales' });
      const sessionToken = response.headers['set-auth-token'] as string;
      expect(sessionToken).toBeTruthy();
      expect(String(response.headers['set-cookie'])).toMatch(/session_token=/);
      const cases = caseListSchema.parse((await call('GET', '/api/family/cases', sessionToken)).json());
      expect(cases.items).toEqual([expect.objectContaining({ id: who.rosaId, access: 'HELPER' })]);
      expectError(await call('POST', '/api/family/signup', undefined, { token, name: 'Again', password: 'a-long-password' }), 409);
      expectError(await call('POST', `/api/family/invitation/${token}/accept`, sessionToken), 409);
    });

    it('accepts an invitation with an existing account (signed in), once', async () => {
      await call('POST', `/api/family/cases/${who.haroldId}/invite`, who.staff, {
        email: 'family@willowbrook.test',
        name: 'Jordan',
        relationship: 'Friend',
        role: 'HELPER',
      });
      const { token } = await tokenFromOutbox('family@willowbrook.test');
      expect(invitationSchema.parse((await call('GET', `/api/family/invitation/${token}`)).json()).hasAccount).toBe(true);
      expectError(await call('POST', `/api/family/invitation/${token}/accept`), 401);
      expectError(await call('POST', `/api/family/invitation/${token}/accept`, who.staff), 403);
      const accepted = await call('POST', `/api/family/invitation/${token}/accept`, who.family);
      expect(acceptResultSchema.parse(accepted.json()).caseId).toBe(who.haroldId);
      expect((await call('GET', `/api/family/cases/${who.haroldId}`, who.family)).statusCode).toBe(200);
      expectError(await call('POST', `/api/family/invitation/${token}/accept`, who.family), 409);
    });
  });

  it('refuses an expired invitation with a 410', async () => {
    await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, {
      email: 'late@example.com',
      name: 'Late',
      relationship: 'Friend',
      role: 'HELPER',
    });
    const { token } = await tokenFromOutbox('late@example.com');
    await t.app.database.query(`UPDATE case_invitation SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'`);
    expect(invitationSchema.parse((await call('GET', `/api/family/invitation/${token}`)).json()).status).toBe('EXPIRED');
    expectError(await call('POST', '/api/family/signup', undefined, { token, name: 'Late', password: 'a-long-password' }), 410);
    const members = memberListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/members`, who.family)).json()).items;
    expect(members.find((member) => member.email === 'late@example.com')?.status).toBe('EXPIRED');
  });

  describe('password reset', () => {
    it('mails a link for an account of this site only, and the link sets a new password once', async () => {
      const forgot = (email: string, host = DEMO_HOST) => call('POST', '/api/family/password/forgot', undefined, { email }, host);
      expect((await forgot('luis.morales@willowbrook.test')).statusCode).toBe(202);
      expect((await forgot('nobody@willowbrook.test')).statusCode).toBe(202);
      expect((await forgot('luis.morales@willowbrook.test', SECOND_HOST)).statusCode).toBe(202);
      expectError(await forgot('not-an-email'), 400);
      // Luis was also given a task above (issue 24: that mails him too); only the reset mails count here.
      const mails = (await recentMail(t.app.database.db, 'site-willowbrook')).filter(
        (row) => row.toAddress === 'luis.morales@willowbrook.test' && row.links.some((link) => link.includes('reset=')),
      );
      expect(mails).toHaveLength(1);
      expect(await recentMail(t.app.database.db, 'site-harborview')).toHaveLength(0);
      const token = new URL(mails[0]!.links[0]!).searchParams.get('reset')!;
      const reset = (password: string) => call('POST', '/api/family/password/reset', undefined, { token, password });
      expectError(await reset('short'), 400);
      expect((await reset('a-brand-new-password')).statusCode).toBe(204);
      expect(await signIn(t.app, DEMO_HOST, 'luis.morales@willowbrook.test', 'a-brand-new-password')).toBeTruthy();
      expect(expectError(await reset('another-password'), 400).fieldErrors?.token).toMatch(/not valid/);
    });
  });

  describe('demo outbox page', () => {
    it('lists sent mail with its links, as text', async () => {
      const page = await call('GET', '/api/web/demo/outbox');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/family-portal\/invitation\//);
      // Another home's own host is not the local demo: its staff read its (empty) outbox.
      const json = await call('GET', '/api/web/demo/outbox.json', who.otherSite, undefined, SECOND_HOST);
      expect(json.json()).toEqual({ items: [] });
    });
  });
});

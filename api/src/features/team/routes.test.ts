import { staffInvitationSchema, staffTeamSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST, signIn } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';

describe('staff accounts and roles (issue 24)', () => {
  const { t, who, call } = signedInApp();
  const tokenFromOutbox = async (to: string) => {
    const [mail] = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === to);
    return { mail: mail!, token: mail!.links[0]!.split('/').pop()! };
  };
  const invite = (email: string, role = 'STAFF', token = who.staff) => call('POST', '/api/staff/team/invitations', token, { email, name: 'Priya Shah', role });

  it('lists the team to staff of the home only', async () => {
    const response = await call('GET', '/api/staff/team', who.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const team = staffTeamSchema.parse(response.json());
    expect(team.you).toBe('OWNER');
    expect(team.members.map((member) => member.email)).toEqual(['staff@willowbrook.test']);
    expectError(await call('GET', '/api/staff/team'), 401);
    expectError(await call('GET', '/api/staff/team', who.family), 403);
    // Another home's staff token is worth nothing on this host, and on its own host sees its own team.
    expectError(await call('GET', '/api/staff/team', who.otherSite), 401);
    const theirs = staffTeamSchema.parse((await call('GET', '/api/staff/team', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.members.map((member) => member.email)).toEqual(['staff@harborview.test']);
  });

  it('refuses bad input with the field message', async () => {
    const bad = expectError(await call('POST', '/api/staff/team/invitations', who.staff, { email: 'nope', name: '', role: 'BOSS' }), 400);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['email', 'name', 'role']);
    expectError(await invite('x@example.com', 'STAFF', who.family), 403);
    expectError(await invite('family@willowbrook.test'), 409);
  });

  it('invites a colleague by mail who signs up as staff, and an owner removes them', async () => {
    expect((await invite('priya@example.com')).statusCode).toBe(201);
    const { mail, token } = await tokenFromOutbox('priya@example.com');
    expect(mail.body).toContain('/studio/join/');
    // The link is this home's: on another host it is not found.
    expectError(await call('GET', `/api/staff/invitation/${token}`, undefined, undefined, SECOND_HOST), 404);
    const invitation = staffInvitationSchema.parse((await call('GET', `/api/staff/invitation/${token}`)).json());
    expect(invitation).toMatchObject({ email: 'priya@example.com', role: 'STAFF', status: 'PENDING' });

    expectError(await call('POST', '/api/staff/signup', undefined, { token, name: 'Priya Shah', password: 'short' }), 400);
    const signUp = await call('POST', '/api/staff/signup', undefined, { token, name: 'Priya Shah', password: 'a-long-password' });
    expect(signUp.statusCode).toBe(201);
    expectError(await call('POST', '/api/staff/signup', undefined, { token, name: 'Priya Shah', password: 'a-long-password' }), 409);

    const priya = await signIn(t.app, DEMO_HOST, 'priya@example.com', 'a-long-password');
    const team = staffTeamSchema.parse((await call('GET', '/api/staff/team', priya)).json());
    expect(team.you).toBe('STAFF');
    const priyaId = team.members.find((member) => member.email === 'priya@example.com')!.id;
    // Staff (not owner) may not invite or remove; nobody removes themself; a family account is not staff.
    expectError(await invite('other@example.com', 'STAFF', priya), 403);
    expectError(await call('DELETE', `/api/staff/team/members/${priyaId}`, priya), 403);
    const ownerId = team.members.find((member) => member.email === 'staff@willowbrook.test')!.id;
    expectError(await call('DELETE', `/api/staff/team/members/${ownerId}`, who.staff), 409);
    expectError(await call('DELETE', `/api/staff/team/members/${priyaId}`, who.otherSite, undefined, SECOND_HOST), 404);
    expect((await call('DELETE', `/api/staff/team/members/${priyaId}`, who.staff)).statusCode).toBe(204);
    expectError(await call('GET', '/api/staff/team', priya), 401);
  });

  it('re-sends and withdraws an open invitation', async () => {
    await invite('sam@example.com');
    const first = await tokenFromOutbox('sam@example.com');
    expect((await invite('sam@example.com')).statusCode).toBe(200);
    expectError(await call('GET', `/api/staff/invitation/${first.token}`), 404);
    const team = staffTeamSchema.parse((await call('GET', '/api/staff/team', who.staff)).json());
    const id = team.invitations.find((item) => item.email === 'sam@example.com')!.id;
    expectError(await call('DELETE', `/api/staff/team/invitations/${id}`, who.otherSite, undefined, SECOND_HOST), 404);
    expect((await call('DELETE', `/api/staff/team/invitations/${id}`, who.staff)).statusCode).toBe(204);
    expectError(await call('DELETE', `/api/staff/team/invitations/${id}`, who.staff), 404);
  });
});

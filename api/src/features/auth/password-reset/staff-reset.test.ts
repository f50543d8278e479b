// Issue 36.5: the studio's "Forgot your password?" is the Family Portal's mechanism (a single-use link valid
// 60 minutes, through the mailer), for staff accounts only, landing on the studio.
import { recentMail } from '../../../lib/mailer';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST, signIn } from '../../../testing/test-app';

describe('a staff password reset (issue 36.5)', () => {
  const { t, call } = signedInApp();
  const forgot = (email: string, host = DEMO_HOST) => call('POST', '/api/staff/password/forgot', undefined, { email }, host);
  const resetMails = async (siteId: string, to: string) =>
    (await recentMail(t.app.database.db, siteId)).filter((row) => row.toAddress === to && row.links.some((link) => link.includes('reset=')));

  it('mails staff of this home a studio link that sets a new password once and signs out the old sessions', async () => {
    const before = await signIn(t.app, DEMO_HOST, 'staff@willowbrook.test', 'keepsake-demo-staff');
    expect((await forgot('Staff@Willowbrook.test')).statusCode).toBe(202);
    const [mail] = await resetMails('site-willowbrook', 'staff@willowbrook.test');
    expect(mail!.subject).toBe('Reset your Willowbrook Funeral Home studio password');
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/studio');
    const token = link.searchParams.get('reset')!;
    const reset = (password: string, host = DEMO_HOST) => call('POST', '/api/staff/password/reset', undefined, { token, password }, host);
    expectError(await reset('short'), 400);
    // The link is this home's: another home's host does not know it.
    expect(expectError(await reset('a-new-staff-password', SECOND_HOST), 400).fieldErrors?.token).toMatch(/not valid/);
    expect((await reset('a-new-staff-password')).statusCode).toBe(204);
    expectError(await call('GET', '/api/staff/team', before), 401);
    expect(await signIn(t.app, DEMO_HOST, 'staff@willowbrook.test', 'a-new-staff-password')).toBeTruthy();
    // Once only.
    expect(expectError(await reset('yet-another-password'), 400).fieldErrors?.token).toMatch(/not valid/);
  });

  it('mails nobody for a family account, an unknown address or another home’s staff, with the same answer', async () => {
    for (const [email, host] of [
      ['family@willowbrook.test', DEMO_HOST],
      ['nobody@willowbrook.test', DEMO_HOST],
      ['staff@harborview.test', DEMO_HOST],
    ] as const) {
      const answer = await forgot(email, host);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ ok: true });
      expect(await resetMails('site-willowbrook', email)).toHaveLength(0);
    }
    expectError(await forgot('not-an-email'), 400);
    // A family member's portal link does not open the studio's reset (and the other way round).
    expect((await call('POST', '/api/family/password/forgot', undefined, { email: 'family@willowbrook.test' })).statusCode).toBe(202);
    const [familyMail] = await resetMails('site-willowbrook', 'family@willowbrook.test');
    const familyToken = new URL(familyMail!.links[0]!).searchParams.get('reset')!;
    expect(new URL(familyMail!.links[0]!).pathname).toBe('/family-portal/login');
    expectError(await call('POST', '/api/staff/password/reset', undefined, { token: familyToken, password: 'family-tries-studio' }), 400);
    expect((await call('POST', '/api/family/password/reset', undefined, { token: familyToken, password: 'family-new-password' })).statusCode).toBe(204);
  });
});

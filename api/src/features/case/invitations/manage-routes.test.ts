import { invitationActionResultSchema, invitationSchema, memberListSchema } from '@keepsake/shared/contract';
import { recentMail } from '../../../lib/mailer';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { SECOND_HOST } from '../../../testing/test-app';

// Issue 24 §6: Resend and Revoke on the family's members list.
describe('resending and revoking invitations', () => {
  const { t, who, call } = signedInApp();
  const resend = (email: string, token?: string, caseId = who.rosaId, host?: Record<string, string>) =>
    call('POST', `/api/family/cases/${caseId}/invitations/resend`, token, { email }, host);
  const revoke = (email: string, token?: string, caseId = who.rosaId, host?: Record<string, string>) =>
    call('POST', `/api/family/cases/${caseId}/invitations/revoke`, token, { email }, host);
  const mailsTo = async (to: string) => (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === to);
  const latestToken = async (to: string) => (await mailsTo(to))[0]!.links[0]!.split('/').pop()!;
  const statusOf = async (email: string) =>
    memberListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/members`, who.family)).json()).items.find((item) => item.email === email)
      ?.status;
  // The per-address cooldown counts from the last mail: tests move that mail back in time.
  const lastSentMinutesAgo = (email: string, minutes: number) =>
    t.app.database.query(`UPDATE case_invitation SET created_at = now() - interval '${minutes} minutes' WHERE email = $1`, [email]);
  const invite = async (email: string, name: string) => {
    const response = await call('POST', `/api/family/cases/${who.rosaId}/invite`, who.family, { email, name, relationship: 'Cousin', role: 'HELPER' });
    expect([200, 201]).toContain(response.statusCode);
  };

  it('resends a new link: a mail goes out, the old link stops working, the new one works', async () => {
    await invite('ana@example.com', 'Ana Morales');
    const oldToken = await latestToken('ana@example.com');
    await lastSentMinutesAgo('ana@example.com', 5);
    const response = await resend('Ana@Example.com', who.family);
    expect(response.statusCode).toBe(200);
    expect(invitationActionResultSchema.parse(response.json())).toMatchObject({ email: 'ana@example.com', status: 'INVITED' });
    const mails = await mailsTo('ana@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('Dear Ana Morales');
    const newToken = await latestToken('ana@example.com');
    expect(newToken).not.toBe(oldToken);
    expectError(await call('GET', `/api/family/invitation/${oldToken}`), 404);
    expect(invitationSchema.parse((await call('GET', `/api/family/invitation/${newToken}`)).json()).status).toBe('PENDING');
  });

  it('refuses a second resend within a minute with a 429 and the field message, and sends no mail', async () => {
    await invite('bea@example.com', 'Bea');
    const error = expectError(await resend('bea@example.com', who.family), 429);
    expect(error.fieldErrors?.email).toMatch(/less than a minute ago/);
    expect(await mailsTo('bea@example.com')).toHaveLength(1);
  });

  it('lets the home staff resend; refuses a helper, another case, another home, nobody and bad input', async () => {
    await invite('carl@example.com', 'Carl');
    await lastSentMinutesAgo('carl@example.com', 5);
    expectError(await resend('carl@example.com', who.helper), 403);
    expectError(await resend('carl@example.com', who.otherFamily), 404);
    expectError(await resend('carl@example.com', who.family, who.haroldId), 404);
    expectError(await resend('carl@example.com', who.otherSite, who.rosaId, SECOND_HOST), 404);
    expectError(await resend('carl@example.com'), 401);
    const bad = expectError(await resend('not-an-email', who.family), 400);
    expect(bad.fieldErrors?.email).toBeTruthy();
    expectError(await call('POST', `/api/family/cases/${who.rosaId}/invitations/resend`, who.family, { email: 'carl@example.com', extra: 1 }), 400);
    expect(expectError(await resend('nobody@example.com', who.family), 404).fieldErrors?.email).toMatch(/no open invitation/);
    // Someone who already joined has no open invitation to resend or revoke.
    expectError(await resend('helper@willowbrook.test', who.family), 404);
    expectError(await revoke('helper@willowbrook.test', who.family), 404);
    expect(await mailsTo('carl@example.com')).toHaveLength(1);
    expect((await resend('carl@example.com', who.staff)).statusCode).toBe(200);
    expect(await mailsTo('carl@example.com')).toHaveLength(2);
  });

  it('revokes at once: the link finds nothing, sign-up is refused, the list says revoked; inviting again reopens it', async () => {
    await invite('dora@example.com', 'Dora');
    const token = await latestToken('dora@example.com');
    expectError(await revoke('dora@example.com', who.helper), 403);
    expectError(await revoke('dora@example.com', who.otherFamily), 404);
    expectError(await revoke('dora@example.com', who.family, who.haroldId), 404);
    expectError(await revoke('dora@example.com', who.otherSite, who.rosaId, SECOND_HOST), 404);
    expectError(await revoke('dora@example.com'), 401);
    expect(await statusOf('dora@example.com')).toBe('INVITED');

    const response = await revoke('dora@example.com', who.family);
    expect(response.statusCode).toBe(200);
    expect(invitationActionResultSchema.parse(response.json()).status).toBe('REVOKED');
    expect(await statusOf('dora@example.com')).toBe('REVOKED');
    expectError(await call('GET', `/api/family/invitation/${token}`), 404);
    expectError(await call('POST', '/api/family/signup', undefined, { token, name: 'Dora', password: 'a-long-password' }), 404);
    // Twice is harmless; a revoked invitation is not resent (invite again instead).
    expect((await revoke('dora@example.com', who.family)).statusCode).toBe(200);
    await lastSentMinutesAgo('dora@example.com', 5);
    expect(expectError(await resend('dora@example.com', who.family), 409).fieldErrors?.email).toMatch(/revoked/);

    await invite('dora@example.com', 'Dora');
    expect(await statusOf('dora@example.com')).toBe('INVITED');
    const again = await latestToken('dora@example.com');
    expect(invitationSchema.parse((await call('GET', `/api/family/invitation/${again}`)).json()).status).toBe('PENDING');
  });

  it('a revoked invitation cannot be accepted by a signed-in account either', async () => {
    await call('POST', `/api/family/cases/${who.haroldId}/invite`, who.staff, {
      email: 'family@willowbrook.test',
      name: 'Jordan Morales',
      relationship: 'Friend',
      role: 'HELPER',
    });
    const token = await latestToken('family@willowbrook.test');
    expect((await call('POST', `/api/family/cases/${who.haroldId}/invitations/revoke`, who.staff, { email: 'family@willowbrook.test' })).statusCode).toBe(200);
    expectError(await call('POST', `/api/family/invitation/${token}/accept`, who.family), 404);
    expectError(await call('GET', `/api/family/cases/${who.haroldId}`, who.family), 404);
  });
});

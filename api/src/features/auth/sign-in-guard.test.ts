import { and, eq, like } from 'drizzle-orm';
import { apiErrorSchema } from '@keepsake/shared/contract';
import { mailOutbox } from '../../db/mail-outbox';
import { DEMO_FAMILY, DEMO_STAFF } from '../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../testing/test-app';
import { DEVICE_COOKIE } from './device';
import { ACCOUNT_BACKOFF, ALERT_AFTER_FAILURES } from './sign-in-guard';

// Issue 37 point 3: five wrong passwords for an email sent on another home's host, then the right password
// on the real home answered 429 (doubling to 15 minutes): about four requests an hour kept an owner out.
describe('sign-in backoff per account and client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;
  const attempt = (
    email: string,
    password: string,
    { host = DEMO_HOST, address = freshAddress(), cookie }: { host?: Record<string, string>; address?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...host, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
      remoteAddress: address,
    });
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
    const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
    const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Lax/);
    return device!.split(';')[0]!;
  };
  const alertsTo = (email: string) =>
    t.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Someone is trying to sign in%')));

  it('lets the owner in after a stranger’s five wrong passwords from elsewhere (the issue’s case)', async () => {
    const stranger = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(DEMO_FAMILY.email, 'wrong-password-1', { host: SECOND_HOST, address: stranger })).statusCode).toBe(401);
    // The stranger is made to wait…
    const waited = await attempt(DEMO_FAMILY.email, 'wrong-password-1', { host: SECOND_HOST, address: stranger });
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(waited.json()).message).toMatch(/^Too many sign-in attempts for this account/);
    // …the owner, from their own address, is not.
    expect((await attempt(DEMO_FAMILY.email, DEMO_FAMILY.password)).statusCode).toBe(200);
  });

  let ownerDevice = '';
  const ownerAddress = freshAddress();

  it('remembers a device that signed in, and a guesser spread over many addresses never locks it out', async () => {
    const first = await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: ownerAddress });
    expect(first.statusCode).toBe(200);
    ownerDevice = deviceCookieOf(first);

    // One wrong password from each of many addresses: the account-wide count makes new clients wait.
    let refused = 0;
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures + 3; i += 1) {
      const status = (await attempt(DEMO_STAFF.email, 'wrong-password-2', { address: freshAddress() })).statusCode;
      expect([401, 429]).toContain(status);
      if (status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // A new device, even with the right password, waits while the account is being guessed…
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: freshAddress() })).statusCode).toBe(429);
    // …the owner's device does not, from any address.
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: ownerAddress, cookie: ownerDevice })).statusCode).toBe(200);
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: freshAddress(), cookie: ownerDevice })).statusCode).toBe(200);
  });

  it('mails the owner once that the account is being guessed', async () => {
    expect(ALERT_AFTER_FAILURES).toBeLessThan(ACCOUNT_BACKOFF.freeFailures);
    const alerts = await alertsTo(DEMO_STAFF.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('Someone is trying to sign in to your Willowbrook Funeral Home account');
    expect(alerts[0]!.body).toContain('the devices you have signed in with before are not affected');
    expect(alerts[0]!.links[0]).toBe('http://localhost:3000/family-portal/login?forgot=1');
    // More guessing: no second mail that day.
    for (let i = 0; i < 3; i += 1) await attempt(DEMO_STAFF.email, 'wrong-password-3', { address: freshAddress() });
    expect(await alertsTo(DEMO_STAFF.email)).toHaveLength(1);
    // An email with no account: no mail to anyone, and the same answer.
    for (let i = 0; i < ALERT_AFTER_FAILURES + 1; i += 1) await attempt('nobody-guessed@example.com', 'wrong-password-4', { address: freshAddress() });
    expect(await alertsTo('nobody-guessed@example.com')).toHaveLength(0);
  });

  it('does not take a device cookie for another account, or a forged one', async () => {
    // The guessing above stopped an hour ago: the account-wide count is gone (its quiet period).
    await t.app.database.query('DELETE FROM sign_in_backoff WHERE email_key = $1', [DEMO_STAFF.email.toLowerCase()]);
    // An address that made five wrong tries for the staff account waits; a forged tag on it changes nothing…
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await attempt(DEMO_STAFF.email, 'wrong-password-5', { address: guesser })).statusCode).toBe(401);
    const [id] = ownerDevice.split('=')[1]!.split('.');
    const forged = `${DEVICE_COOKIE}=${id}.${'A'.repeat(22)}`;
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: guesser, cookie: forged })).statusCode).toBe(429);
    // …the owner's real cookie, from that same address, still signs in.
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: guesser, cookie: ownerDevice })).statusCode).toBe(200);
    // The owner's device never signed in as the family: for that account it is a new client.
    const other = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await attempt(DEMO_FAMILY.email, 'wrong-password-6', { address: other })).statusCode).toBe(401);
    expect((await attempt(DEMO_FAMILY.email, DEMO_FAMILY.password, { address: other, cookie: ownerDevice })).statusCode).toBe(429);
    // The owner's own device has its own count: its own wrong passwords make it wait, nobody else's.
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(DEMO_STAFF.email, 'wrong-password-7', { address: ownerAddress, cookie: ownerDevice })).statusCode).toBe(401);
    expect((await attempt(DEMO_STAFF.email, DEMO_STAFF.password, { address: ownerAddress, cookie: ownerDevice })).statusCode).toBe(429);
  });
});

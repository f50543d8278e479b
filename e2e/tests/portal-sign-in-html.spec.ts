import { expect, test } from '@playwright/test';
import { CASE_PATH, FAMILY } from './portal-support';

// Issue 28: the Family Portal's sign-in page is server-rendered and its form is a real HTML form: on a
// phone whose scripts have not run yet (here: none at all) it signs in through the shell's server.
test.describe('family portal: sign-in as plain HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the form; a wrong password comes back with the reason, the right one signs in', async ({ page, context }) => {
    await page.goto(`/family-portal/login?redirectTo=${encodeURIComponent(CASE_PATH)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Family Portal' })).toBeVisible();

    await page.getByLabel(/^Email/).fill(FAMILY.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/family-portal\/login\?redirectTo=.*&signInError=credentials$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The email or password is not right');
    expect(page.url()).not.toContain('not-the-password');
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: expect.stringMatching(/session_token$/) }));

    await page.getByLabel(/^Email/).fill(FAMILY.email);
    await page.getByLabel(/^Password/).fill(FAMILY.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(CASE_PATH);
    const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('"Forgot your password?" works as plain HTML: the link is sent, never a wrong-password message', async ({ page }) => {
    await page.goto(`/family-portal/login?redirectTo=${encodeURIComponent(CASE_PATH)}`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`/family-portal/login?redirectTo=${encodeURIComponent(CASE_PATH)}&forgot=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(FAMILY.email);
    await page.getByRole('button', { name: 'Send the link' }).click();

    await expect(page).toHaveURL(`/family-portal/login?redirectTo=${encodeURIComponent(CASE_PATH)}&forgot=sent`);
    await expect(page.getByRole('status').filter({ hasText: 'has an account' })).toHaveText(
      'If the email you typed has an account with us, a link to choose a new password is on its way. It works for 60 minutes.',
    );
    await expect(page.getByText('The email or password is not right')).toHaveCount(0);
    expect(page.url()).not.toContain('willowbrook.test');
    // The mail is real: the reset link of this site, to the address typed.
    const outbox = (await (await page.request.get('/api/web/demo/outbox.json')).json()) as { items: { to: string; subject: string; links: string[] }[] };
    const mail = outbox.items.find((item) => item.to === FAMILY.email && /^Reset your .* password$/.test(item.subject));
    expect(mail?.links[0]).toMatch(/\/family-portal\/login\?reset=[A-Za-z0-9_-]+$/);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(`/family-portal/login?redirectTo=${encodeURIComponent(CASE_PATH)}`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('an invitation link opened signed out goes to the sign-in page, which returns to the invitation', async ({ page }) => {
    const invitation = `/family-portal/invitation/${'x'.repeat(32)}`;
    await page.goto(invitation);
    // The sign-up itself is drawn in the browser (its name comes from the invitation the browser reads).
    await expect(page).toHaveURL(`/family-portal/login?redirectTo=${encodeURIComponent(invitation)}`);
  });
});

// The same page with its JavaScript, clicked before the sign-in form's code came (it comes at the first
// interaction): the forgotten-password form, by the link or in place, asks for the link and says so.
test.describe('family portal: forgot password before the sign-in form hydrated', () => {
  test('the first click on "Forgot your password?" leads to the form, which sends the link', async ({ page }) => {
    await page.goto('/family-portal/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(FAMILY.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has an account' })).toHaveText(
      /^If (family@willowbrook\.test|the email you typed) has an account with us, a link to choose a new password is on its way\. It works for 60 minutes\.$/,
    );
    await expect(page.getByText('The email or password is not right')).toHaveCount(0);
  });
});

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

  test('an invitation link opened signed out goes to the sign-in page, which returns to the invitation', async ({ page }) => {
    const invitation = `/family-portal/invitation/${'x'.repeat(32)}`;
    await page.goto(invitation);
    // The sign-up itself is drawn in the browser (its name comes from the invitation the browser reads).
    await expect(page).toHaveURL(`/family-portal/login?redirectTo=${encodeURIComponent(invitation)}`);
  });
});

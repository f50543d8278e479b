import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CASE_PATH, FAMILY, signInByKeyboard } from './portal-support';

test.describe('family portal: sign-in, guards, sign-out', () => {
  test('a deep link signed out goes to login, then lands back on it with its query', async ({ page }) => {
    const deepLink = `${CASE_PATH}/add-details?group=family`;
    await page.goto(deepLink.replace('/family-portal', '/Family-Portal'));
    await expect(page).toHaveURL(/\/family-portal\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('group')).toBe('family');
    expect(url.searchParams.get('redirectTo')).toBe(deepLink.replace('/family-portal', '/Family-Portal'));
    await expectNoAxeViolations(page);

    // A wrong password says so plainly and keeps the email.
    await signInByKeyboard(page, { email: FAMILY.email, password: 'not-the-password' });
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The email or password is not right');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(FAMILY.email);
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Password/).fill(FAMILY.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(deepLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Add details' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The session is an HttpOnly cookie: no script on the page can read it, and nothing is in storage.
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/token/i);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // A reload holds: still signed in, still here.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Add details' })).toBeVisible();
    await expect(page).toHaveURL(deepLink);

    // Signed in, login sends on to the portal (one case: straight to it).
    await page.goto('/family-portal/login');
    await expect(page).toHaveURL(CASE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Arrangements for Rosa Inés Morales' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/family-portal/login');
    await expect(page.getByText('You have signed out.').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('keepsake:auth-token'))).toBeNull();

    // The case is closed again, also by an in-app link after a reload.
    await page.goto(CASE_PATH);
    await expect(page).toHaveURL(/\/family-portal\/login\?redirectTo=/);
  });

  test('another case is a 404, and a wrong name goes to the canonical address', async ({ page }) => {
    await page.goto('/family-portal/1/someone?tab=1');
    await signInByKeyboard(page);
    await expect(page).toHaveURL(`${CASE_PATH}?tab=1`);
    await page.goto('/family-portal/2/harold-james-benson');
    await expect(page.getByRole('heading', { name: /Sorry, we can't find that page/ })).toBeVisible();
  });
});

import { expect, type Page } from '@playwright/test';

export const FAMILY = { email: 'family@willowbrook.test', password: 'keepsake-demo-family' };
// The demo family's case is the first the seed writes (README).
export const CASE_PATH = '/family-portal/1/rosa-ines-morales';

/** Signs in on the login page the guard showed, by keyboard. */
export async function signInByKeyboard(page: Page, { email, password } = FAMILY) {
  await expect(page.getByRole('heading', { level: 1, name: /Sign in to the Family Portal|Join the Family Portal/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(email);
  await page.getByLabel(/^Password/).focus();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

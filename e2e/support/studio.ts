import type { Page } from '@playwright/test';

/** Opens a studio page and signs in there as the demo home's staff member (the page's own sign-in form). */
export async function signInStaff(page: Page, path: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in to the studio' });
  await form.getByLabel('Email').fill('staff@willowbrook.test');
  await form.getByLabel('Password').fill('keepsake-demo-staff');
  await form.getByRole('button', { name: 'Sign in' }).click();
}

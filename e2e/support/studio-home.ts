import { expect, type Page } from '@playwright/test';
import { E2E_ENV, E2E_PORT, E2E_URL } from './e2e-env';

// A home of its own for a studio spec (what tests/studio-builder-site.spec.ts does inline): made through the
// platform API on a *.localhost host, its owner's password chosen through the mailed link, then signed in to
// the studio. Nothing the spec publishes touches the shared demo home.

export const OWNER_PASSWORD = 'builder-owner-password';

// A small PNG (64 × 48) for uploads: the API's image pipeline makes its WebP sizes.
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVR4nO2SwQ0AQRCCLJE3lVz5V4aZrAkFgDF+nCZ1AxdAfUV3Ie6SuoELoL6iuxB3Sd3ABVBf0V2Iu6Ru4AKor+guxF1SN3AB1Fd0F+IuqRu4AOorugtxl9QNXAD1Fd2FuEvqBi6A+oruQtwldQMXQH1FdyHukrqBjwf8RnuYxGVW0ZYAAAAASUVORK5CYII=',
  'base64',
);

/** The raw HTML the server sends for a path of the page's own origin: what a first paint and a crawler see. */
export const serverHtml = (page: Page, path: string) =>
  page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { accept: 'text/html' }, cache: 'no-store' });
    return { status: response.status, html: await response.text() };
  }, path);

export async function studioOfANewHome(page: Page, name: string): Promise<{ origin: string; email: string }> {
  const host = `builder-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.localhost`;
  const origin = `http://${host}:${E2E_PORT}`;
  const email = `owner-${Date.now()}@builder.test`;
  const created = await page.request.post(`${E2E_URL}/api/platform/homes`, {
    headers: { authorization: `Bearer ${E2E_ENV.KEEPSAKE_PLATFORM_TOKEN!}` },
    data: { host, name, ownerEmail: email, publicOrigin: origin },
  });
  expect(created.status()).toBe(201);
  await page.goto(`${origin}/api/web/demo/outbox`);
  // Followed by its address: on a phone the outbox's long lines overlap the link (a tap lands on them).
  const link = page
    .getByRole('article')
    .filter({ hasText: `Your ${name} studio is ready` })
    .getByRole('link', { name: /reset=/ });
  await page.goto((await link.getAttribute('href'))!);
  await page.getByRole('textbox', { name: /^New password(?! again)/ }).fill(OWNER_PASSWORD);
  await page.getByRole('textbox', { name: /^New password again/ }).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed', { exact: true })).toBeVisible();
  await page.goto(`${origin}/studio`);
  const signIn = page.getByRole('form', { name: 'Sign in to the studio' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(OWNER_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Modules on this page' })).toBeVisible();
  return { origin, email };
}

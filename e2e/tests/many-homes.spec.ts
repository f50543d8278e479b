import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ENV, E2E_PORT, E2E_URL } from '../support/e2e-env';

// Issue 27: every funeral home on its own domain, side by side in one browser (Chromium maps
// *.keepsake.test to this machine: support/chromium.ts). The remotes' code is loaded cross-origin by each
// home's page (Access-Control-Allow-Origin: *), each home shows only its own data, and a session of one
// home is no session of another. A third home is made the way an operator makes one: the platform API.
const SECOND_URL = `http://second.keepsake.test:${E2E_PORT}`;
const THIRD_HOST = 'third.keepsake.test';
const THIRD_URL = `http://${THIRD_HOST}:${E2E_PORT}`;

/** Console errors and failed remote loads (a CORS refusal shows as both). */
function watchForLoadErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control|could not be loaded/i.test(message.text())) errors.push(message.text());
  });
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
  return errors;
}

async function studioSignIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/studio`);
  const form = page.getByRole('form', { name: 'Sign in to the studio' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('many funeral homes, each on its own domain', () => {
  test('the demo home and Harborview side by side: own pages, own obituaries, no CORS refusal', async ({ page }) => {
    const errors = watchForLoadErrors(page);
    await page.goto(`${SECOND_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harborview' })).toBeVisible();
    // The site's layout (a remote) drew its header and footer: its code came from another origin.
    await expect(page.getByRole('contentinfo')).toContainText('© Harborview Memorial Chapel');
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Willowbrook');
    await expectNoAxeViolations(page);

    await page.goto(`${SECOND_URL}/obituaries`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Eleanor Grace Hartwell');

    await page.goto(`${E2E_URL}/obituaries`);
    await expect(page.getByRole('link', { name: 'Eleanor Grace Hartwell' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Harborview');
    expect(errors).toEqual([]);
  });

  test('a session of one home is not a session of the other; each studio shows only its own site', async ({ page }) => {
    await studioSignIn(page, SECOND_URL, 'staff@harborview.test', 'harborview-demo-staff');
    await expect(page.getByTitle('Preview of Harborview Memorial Chapel')).toBeVisible();
    await expect(page.getByTitle(/Preview of Willowbrook/)).toHaveCount(0);
    // The demo home in the same browser: nobody is signed in there.
    await page.goto(`${E2E_URL}/studio`);
    await expect(page.getByRole('form', { name: 'Sign in to the studio' })).toBeVisible();
    const session = await page.request.get(`${E2E_URL}/api/auth/session`);
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
    // Harborview's staff cannot sign in on the demo home either.
    await studioSignIn(page, E2E_URL, 'staff@harborview.test', 'harborview-demo-staff');
    await expect(page.getByRole('form', { name: 'Sign in to the studio' }).getByRole('alert')).toBeVisible();
    // The Family Portal on Harborview's domain: its staff see Harborview's cases, none of the demo home's.
    await page.goto(`${SECOND_URL}/family-portal`);
    await expect(page.getByRole('heading', { level: 1, name: /Agnes Lighthouse/ })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Rosa Inés Morales');
    // On the demo home's domain the same browser is signed in to nothing.
    await page.goto(`${E2E_URL}/family-portal`);
    await expect(page.getByRole('heading', { level: 1, name: /Sign in to the Family Portal/ })).toBeVisible();
  });

  test('a third home made by the platform API works on its own domain at once, then pauses when suspended', async ({ page }) => {
    const token = E2E_ENV.KEEPSAKE_PLATFORM_TOKEN!;
    const operator = { authorization: `Bearer ${token}` };
    const created = await page.request.post(`${E2E_URL}/api/platform/homes`, {
      headers: operator,
      data: { host: THIRD_HOST, name: 'Oak Hill Chapel', ownerEmail: `owner-${Date.now()}@oakhill.test`, publicOrigin: THIRD_URL },
    });
    expect(created.status()).toBe(201);
    const { home } = (await created.json()) as { home: { id: string } };

    const errors = watchForLoadErrors(page);
    await page.goto(`${THIRD_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Oak Hill Chapel' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© Oak Hill Chapel');
    await expect(page.locator('body')).not.toContainText(/Willowbrook|Harborview/);
    expect(errors).toEqual([]);

    expect((await page.request.post(`${E2E_URL}/api/platform/homes/${home.id}/suspend`, { headers: operator })).status()).toBe(200);
    // The shell re-asks a host's state every 10 s at most (until then the app shows the API's 503 error).
    await expect(async () => {
      const paused = await page.goto(`${THIRD_URL}/obituaries`);
      expect(paused?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: 'This website is paused' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 25_000 });
    await expect(page.locator('body')).not.toContainText('Oak Hill');
    await page.goto(`${SECOND_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harborview' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectNoise, mainOf, served } from '../support/served-page';

// /plan-now as the shell's server renders it (ADR 044): the start page is in the HTML as served; the draft
// lives in the browser's storage, so it is applied after hydration, never in the first render.

test.describe('plan-now rendered on the server', () => {
  test('the start page is in the HTML as served: heading, the three choices and Begin', async ({ page }) => {
    const { status, html } = await served(page, '/plan-now');
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main).toMatch(/<h1[^>]*>Plan with Willowbrook Funeral Home<\/h1>/);
    expect(main).toContain('Who is this plan for?');
    for (const choice of ['Pre-plan for myself', 'Pre-plan for someone else', 'A death has occurred']) expect(main).toContain(choice);
    expect(main).toMatch(/<input[^>]*type="radio"[^>]*name="planType"/);
    expect(main).toMatch(/<button[^>]*type="submit"[^>]*>Begin<\/button>/);
  });

  test('an unknown plan-now page is a 404 from the server', async ({ page }) => {
    const { status, html } = await served(page, '/plan-now/nowhere');
    expect(status).toBe(404);
    expect(html).toMatch(/Sorry, we can(&#x27;|')t find that page/);
  });

  test('@phone a reader without JavaScript sees the choices', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan with Willowbrook Funeral Home' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /A death has occurred/ })).toBeVisible();
    await context.close();
  });

  test('@phone hydrates without noise; a saved draft comes back after a reload, on the start page and on a step', async ({ page }) => {
    const noise = collectNoise(page);
    await page.goto('/plan-now');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /Pre-plan for myself/ }).check();
    await page.reload();
    // The server drew no choice; the browser puts the saved one back once hydrated.
    await expect(page.getByRole('radio', { name: /Pre-plan for myself/ })).toBeChecked();
    await page.getByRole('button', { name: 'Begin' }).click();
    await expect(page).toHaveURL(/\/plan-now\/step\/[^/]+$/);
    const step = page.url();
    await page.getByRole('textbox', { name: /First name/ }).fill('Ruth');
    await page.reload();
    await expect(page).toHaveURL(step);
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Ruth');
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { name: 'Your plan is waiting for you' })).toBeVisible();
    expect(noise).toEqual([]);
  });
});

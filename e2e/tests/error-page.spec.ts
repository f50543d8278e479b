import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('the global error page', () => {
  test('an unknown page is a 404 with the exact texts, the path, and noindex @phone', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expect(page.getByText("The page you're looking for might have been removed, or it could be an old link.")).toBeVisible();
    await expect(page.getByText('/no-such-page/here')).toBeVisible();
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The chrome still works around the error.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"Home" clears the error and goes to /', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('"Search for a loved one" goes to /obituaries', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Search for a loved one' }).click();
    await expect(page).toHaveURL(/\/obituaries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
  });

  test('bots get no error page; the error is only logged', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText("Sorry, we can't find that page")).toHaveCount(0);
    expect(logged.some((line) => line.includes('page error'))).toBe(true);
    await context.close();
  });
});

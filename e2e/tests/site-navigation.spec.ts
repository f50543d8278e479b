import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ENV } from '../support/e2e-env';

test.describe('site navigation', () => {
  test('desktop: the menu opens by mouse and keyboard, Escape closes it, group labels are not links', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Plan Now' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Resources' })).toHaveCount(0);

    const resources = main.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toBeFocused();

    // Keyboard only: open About's submenu and follow a link in it.
    const about = main.getByRole('button', { name: 'About pages' });
    await about.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Our History' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/our-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Since 1952' })).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveTitle('Our History | Willowbrook Funeral Home');
    await expectNoAxeViolations(page);
  });

  test('phone: the phone number is a tap-to-call link and the Menu button opens the navigation @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the Menu button is only shown on narrow screens');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /Call us 24 hours/ })).toHaveAttribute('href', 'tel:5552014400');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeHidden();
    await main.getByRole('button', { name: 'Menu' }).click();
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeVisible();
    await main.getByRole('button', { name: 'Services pages' }).click();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our locations' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeHidden();
    // The map is drawn here: directions open the visitor's maps app, the page loads no map tiles.
    await expect(page.getByRole('link', { name: /Get directions to Riverside Chapel/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("phone: the Menu opens the navigation before the header's script has run @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the Menu button is only shown on narrow screens');
    // The site remote's scripts are held back: the header is the server's HTML, not hydrated (ADR 135).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${E2E_ENV.SITE_PORT}/**/*.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Menu' }).click();
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Services pages' })).toBeDisabled();
    await expectNoAxeViolations(page);
    // Once the header hydrates it says the menu is open, and closes it.
    release();
    await expect(main.getByRole('button', { name: 'Services pages' })).toBeEnabled();
    const close = main.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(main.getByRole('link', { name: 'Obituaries' })).toBeHidden();
    await expect(main.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page holds at 320 px without sideways scrolling @phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/contact', '/blog']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

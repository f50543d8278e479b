import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('content pages', () => {
  test('the home page shows the hero, services, testimonials and contact details @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Honoring every life with dignity and care' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where would you like to begin?' }).getByRole('link', { name: /Pre-planning/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What families say' })).toContainText('Lucia Morales');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Family-owned funeral/);
    await expectNoAxeViolations(page);
  });

  test('a page with no modules redirects to its first child: /about → /about/our-staff', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about\/our-staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The people who will care for your family' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown page is the 404 page with its path', async ({ page }) => {
    await page.goto('/services/not-here');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expect(page.getByText('/services/not-here')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the legal and accessibility pages, linked from the footer @phone', async ({ page }) => {
    await page.goto('/');
    for (const [link, heading, title] of [
      ['Terms of Use', 'Terms of Use', 'Terms of Use'],
      ['Privacy Policy', 'Privacy Policy', 'Privacy Policy'],
      ['Accessibility', 'Accessibility', 'Accessibility'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Willowbrook Funeral Home`);
      await expectNoAxeViolations(page);
    }
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByText(/WCAG\) 2.2 at level AA/)).toBeVisible();
  });

  test('the carousel works by keyboard and its pause button stops it', async ({ page }) => {
    await page.goto('/about/our-staff');
    const carousel = page.getByRole('region', { name: 'Meet our team' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
    // Served disabled, the controls work once the page is hydrated.
    await expect(pause).toBeEnabled();
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: /Next slide/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByText('Marcus Bell, Funeral Director')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    // Paused: the visible slide stays put and changes are announced.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(8000);
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(page);
  });

  test('the carousel does not rotate for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/about/our-staff');
    const carousel = page.getByRole('region', { name: 'Meet our team' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    await page.waitForTimeout(8000);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await context.close();
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// A director on call opens the studio on a phone: the staff navigation wraps and no area scrolls sideways.
test('every studio area fits a phone: no sideways scroll @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone-width check');
  await signInStaff(page, '/studio/cases');
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Cases' })).toBeVisible();
  // Every area in the navigation, read from the page so a new area is checked too.
  const areas = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(areas.length).toBeGreaterThan(5);
  for (const area of areas) {
    await nav.locator(`a[href="${area}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${area}$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${area} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
});

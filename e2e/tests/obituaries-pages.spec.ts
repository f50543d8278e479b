import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const ELEANOR = 'Eleanor Grace Hartwell';

async function openObituary(page: Page, name: string, search: string) {
  await page.goto(`/obituaries?name=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('obituary search and pages', () => {
  test('search by name, open the obituary with its services @phone', async ({ page }) => {
    await page.goto('/obituaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.getByRole('link', { name: ELEANOR })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Name' }).fill('hartw');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/obituaries\?name=hartw$/);
    await expect(page.getByRole('status').filter({ hasText: 'People named “hartw”' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: ELEANOR }).click();

    await expect(page).toHaveURL(/\/obituaries\/\d+\/eleanor-grace-hartwell$/);
    await expect(page.getByRole('heading', { level: 1, name: ELEANOR })).toBeVisible();
    await expect(page.getByText('passed away peacefully', { exact: false }).first()).toBeVisible();
    for (const title of ['Visitation', 'Funeral Service', 'Committal']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await page.getByText('Add to calendar: Visitation').click();
    const visitation = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Visitation' }) });
    const calendar = visitation.getByRole('link', { name: 'Apple Calendar or other (.ics file)' });
    await expect(calendar).toHaveAttribute('download', 'eleanor-grace-hartwell-visitation.ics');
    await expect(calendar).toHaveAttribute('href', /^data:text\/calendar/);
    await expect(visitation.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
    await expect(visitation.getByRole('link', { name: /Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);
    await expect(page).toHaveTitle(`${ELEANOR} Obituary | Willowbrook Funeral Home`);
    await expectNoAxeViolations(page);
  });

  test('a search with no match says so, and paging is in the address', async ({ page }) => {
    await page.goto('/obituaries?name=zzyzx');
    await expect(page.getByText('No one named “zzyzx” was found.')).toBeVisible();
    await page.goto('/obituaries');
    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/obituaries\?page=2$/);
    await expect(page.getByRole('status').filter({ hasText: 'page 2' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong or missing name redirects to the canonical address', async ({ page }) => {
    await openObituary(page, ELEANOR, 'eleanor');
    const canonical = new URL(page.url()).pathname;
    const id = canonical.split('/')[2];
    await page.goto(`/obituaries/${id}/someone-else/photos`);
    await expect(page).toHaveURL(new RegExp(`${canonical}/photos$`));
    await page.goto(`/obituaries/${id}`);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  });

  test('a non-numeric or unknown id is the 404 page @phone', async ({ page }) => {
    await page.goto('/obituaries/abc/eleanor');
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/obituaries/987654/nobody');
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
    await page.goto('/obituaries/1/eleanor-grace-hartwell/no-such-page');
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  });

  test('photos open in a full-screen viewer driven by keyboard', async ({ page }) => {
    await openObituary(page, ELEANOR, 'eleanor');
    await page
      .getByRole('navigation', { name: `Pages about ${ELEANOR}` })
      .getByRole('link', { name: /^Photos/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^View photo 1 of 6/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 6' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
    await expect(viewer.getByText('Morning mist over the hills')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 6' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^View photo 2 of 6/ })).toBeFocused();
  });

  test('the memorial video plays and pauses', async ({ page }) => {
    await openObituary(page, ELEANOR, 'eleanor');
    await page.getByRole('link', { name: 'Memorial Video' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Memorial Video' })).toBeVisible();
    await expect(page.getByText('1 / 6')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Play tribute' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByText('2 / 6')).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Play tribute' })).toBeVisible();
  });
});

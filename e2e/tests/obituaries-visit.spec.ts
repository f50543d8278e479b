import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { untilHydrated } from '../support/served-page';

const ELEANOR = 'Eleanor Grace Hartwell';

async function openEleanor(page: Page) {
  await page.goto('/obituaries?name=eleanor');
  // In-app: the services test rewrites the browser's read of the obituary.
  await untilHydrated(page.getByRole('link', { name: ELEANOR }));
  await page.getByRole('link', { name: ELEANOR }).click();
  await expect(page.getByRole('heading', { level: 1, name: ELEANOR })).toBeVisible();
}

test.describe('visiting an obituary', () => {
  test('after an in-app navigation the new page is announced and its heading has focus @phone', async ({ page }) => {
    await page.goto('/obituaries?name=eleanor');
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await untilHydrated(page.getByRole('link', { name: ELEANOR }));
    await page.getByRole('link', { name: ELEANOR }).click();
    const heading = page.getByRole('heading', { level: 1, name: ELEANOR });
    await expect(heading).toBeFocused();
    await expect(page.locator('[data-route-announcer]')).toHaveText(ELEANOR);
    await expectNoAxeViolations(page);
  });

  test('share buttons: copy link, text, email, Facebook, WhatsApp, and the device share sheet when it has one @phone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // A phone's share sheet, recorded.
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await openEleanor(page);
    const share = page.getByRole('region', { name: 'Share this obituary' });
    const url = new URL(page.url());
    // Every share is the page's absolute URL on the home's own host (its canonical URL; issue 43 point 1), in the
    // served HTML and after hydration.
    const absolute = encodeURIComponent(url.toString());
    expect(await (await page.request.get(url.pathname)).text()).toContain(`sharer.php?u=${absolute}`);
    await expect(share.getByRole('link', { name: 'Text message' })).toHaveAttribute('href', new RegExp(`^sms:\\?&body=.*${absolute}$`));
    await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:\\?subject=${encodeURIComponent(`${ELEANOR} Obituary`)}`),
    );
    await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url.toString())}`,
    );
    await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${absolute}$`));
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    await share.getByRole('button', { name: 'Share…' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toMatchObject({ title: `${ELEANOR} Obituary`, url: url.toString() });
    await expectNoAxeViolations(page);
  });

  test('prints the person, the text and the services, without menus or buttons', async ({ page }) => {
    await openEleanor(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: ELEANOR })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Funeral Service' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: `Pages about ${ELEANOR}` })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Share this obituary' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Share a memory' })).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
  });

  test('services show today, upcoming or past; past ones lose the calendar; a livestream link when there is one @phone', async ({ page }) => {
    const now = Date.now();
    const hour = 3600_000;
    await page.route(/\/api\/web\/obituaries\/\d+$/, async (route) => {
      const response = await route.fetch();
      const obituary = await response.json();
      const [first, second, third] = obituary.events;
      obituary.events = [
        { ...first, startsAt: new Date(now - 30 * hour).toISOString(), endsAt: new Date(now - 28 * hour).toISOString() },
        { ...second, startsAt: new Date(now + 5 * 60_000).toISOString(), endsAt: null, livestreamUrl: 'https://stream.example/eleanor' },
        { ...third, startsAt: new Date(now + 30 * 24 * hour).toISOString(), endsAt: null },
      ];
      await route.fulfill({ response, json: obituary });
    });
    await openEleanor(page);
    const item = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(item('Visitation')).toContainText('Past');
    await expect(item('Visitation').getByText(/Add to calendar/)).toHaveCount(0);
    // Today at the funeral home (its time zone), unless that is already tomorrow there: then upcoming.
    await expect(item('Funeral Service')).toContainText(/Today|Upcoming/);
    await expect(item('Funeral Service').getByRole('link', { name: /Watch the livestream/ })).toHaveAttribute('href', 'https://stream.example/eleanor');
    await expect(item('Committal')).toContainText('Upcoming');
    await item('Committal')
      .getByText(/Add to calendar/)
      .click();
    await expect(item('Committal').getByRole('link', { name: /Google Calendar/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search: advice for what was searched, dates in words, a reversed range refused @phone', async ({ page }) => {
    await page.goto('/obituaries?name=zzyzx');
    await expect(page.getByText('No one named “zzyzx” was found.')).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await expect(page.getByText(/Any year/)).toHaveCount(1); // the year list's own option only

    await page.goto('/obituaries?from=1990-01-01&to=1990-12-31');
    await expect(page.getByRole('status').filter({ hasText: 'who passed between January 1, 1990 and December 31, 1990' })).toBeVisible();
    await expect(page.getByText(/Widen the dates/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Passed on or after').fill('2025-06-01');
    await page.getByLabel('Passed on or before').fill('2025-01-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The first date must be on or before the second date' })).toBeVisible();
    await expect(page.getByLabel('Passed on or before')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/from=1990-01-01/);
    await expectNoAxeViolations(page);
  });
});

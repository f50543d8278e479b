import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';
import { CASE_PATH, signInByKeyboard } from './portal-support';
import { fillHostedCard } from '../support/hosted-card';

// Issues 36.3 and 43.2–3: every time is the funeral home's (Willowbrook: America/New_York), with its zone
// named, whatever the reader's clock; a visitor elsewhere sees their own time beside a public one; and a
// new page starts at its top. The browsers here are in Tokyo (14 hours ahead of EST, 13 of EDT).
const HOME = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const { defaultBrowserType: _browserType, ...PIXEL_7 } = devices['Pixel 7'];

/** What the home's clock read at `instant`, as the studio's lists write it ("Nov 27, 2026, 5:47 PM EST"). */
function homeShort(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: HOME,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/** "Nov 27, 9:13 PM" on the home's clock (the wall's form), the year only when not this year. */
function homeWall(instant: Date): string {
  const options = { timeZone: HOME, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { ...options, year: 'numeric' }).formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const thisYear = new Intl.DateTimeFormat('en-US', { timeZone: HOME, year: 'numeric' }).format(new Date());
  return `${parts.month} ${parts.day}${parts.year === thisYear ? '' : `, ${parts.year}`}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

const minutesOf = (clock: string) => {
  const [, hour, minute, period] = /(\d{1,2}):(\d{2}) ([AP]M)/.exec(clock)!;
  return ((Number(hour) % 12) + (period === 'PM' ? 12 : 0)) * 60 + Number(minute);
};

async function tokyoPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, timezoneId: TOKYO });
  return context.newPage();
}

/** Records every layout shift whose moved nodes lie in the Services section, from the first paint on. */
async function watchServiceShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { serviceShifts: number[] }).serviceShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const inServices = (entry.sources ?? []).some(
          (source) => source.node instanceof Element && source.node.closest('section[aria-labelledby="service-events"]'),
        );
        if (inServices) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a visitor in Tokyo reads an obituary’s services at the home’s time, named, with their own beside it, and nothing moves', async ({ browser }) => {
  const page = await tokyoPage(browser);
  await watchServiceShifts(page);
  const path = '/obituaries/1/eleanor-grace-hartwell';

  // The server writes the home's time and zone, and leaves the visitor's line empty (it cannot know their zone).
  const served = await (await page.request.get(path)).text();
  expect(served).toMatch(/4:00 PM – 7:00 PM E[SD]T/);
  expect(served).not.toContain('your time');

  await page.goto(path);
  const services = page.getByRole('region', { name: 'Services' });
  const visitation = services.getByRole('listitem').filter({ hasText: 'Visitation' });
  await expect(visitation).toContainText(/4:00 PM – 7:00 PM E[SD]T/);
  // After hydration: the Tokyo clock for the same hours, the next day there.
  const theirs = visitation.locator('[data-visitor-time]');
  await expect(theirs).toHaveText(/^\d{1,2}:\d{2} AM [A-Z][a-z]+day your time$/);
  const zone = /4:00 PM – 7:00 PM (E[SD]T)/.exec((await visitation.textContent())!)![1];
  const ahead = zone === 'EST' ? 14 : 13;
  expect(minutesOf((await theirs.textContent())!)).toBe(((16 + ahead) % 24) * 60);
  await expect(services.getByRole('listitem').filter({ hasText: 'Committal' })).toContainText(/1:00 PM E[SD]T/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { serviceShifts: number[] }).serviceShifts)).toEqual([]);
  await expectNoAxeViolations(page);

  // The flower shop's order-by deadlines likewise: the home's time named, the visitor's beside it.
  await page.getByRole('link', { name: 'Send Flowers', exact: true }).click();
  await page.getByRole('link', { name: 'Serenity Lily Arrangement' }).click();
  const deadline = page.getByRole('listitem').filter({ hasText: /^Order by .* for delivery to the Funeral Service\./ });
  await expect(deadline).toContainText(/at \d{1,2}:\d{2} [AP]M E[SD]T for delivery/);
  await expect(deadline.locator('[data-visitor-time]')).toHaveText(/your time$/);
  await page.context().close();

  // A visitor in the home's own zone gets no second time.
  const local = await (await browser.newContext({ timezoneId: HOME })).newPage();
  await local.goto(path);
  const localVisitation = local.getByRole('region', { name: 'Services' }).getByRole('listitem').filter({ hasText: 'Visitation' });
  await expect(localVisitation).toContainText(/4:00 PM – 7:00 PM E[SD]T/);
  await expect(localVisitation.locator('[data-visitor-time]')).toHaveText('');
  await local.context().close();
});

test('after paying on a phone in Tokyo the thanks page starts at its top; the studio in Tokyo reads the order at the home’s time', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await tokyoPage(browser, PIXEL_7);
  await page.goto('/obituaries/1/eleanor-grace-hartwell/shop');
  await page.getByRole('link', { name: 'Serenity Lily Arrangement' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
  await page.getByRole('radio', { name: /An address/ }).check();
  await page.getByLabel('Recipient').fill('The Hartwell family');
  await page.getByLabel('Street address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Alder Falls');
  await page.getByLabel('State').fill('VT');
  await page.getByLabel('ZIP code').fill('05901');
  await page.getByLabel('Signed from').fill('The Tanakas');
  await page.getByLabel('Full name').fill('Yui Tanaka');
  await page.getByLabel('Email').fill('yui@example.com');
  await page.getByLabel('Phone').fill('(555) 123-4567');
  // The card is typed into the payment provider's hosted fields (ADR 100).
  await fillHostedCard(page, { name: 'Yui Tanaka', number: '4242424242424242', expiry: '1239', cvc: '123' });
  const pay = page.getByRole('button', { name: 'Place order' });
  await pay.scrollIntoViewIfNeeded();
  // The checkout is long on a phone: the button is far down the page.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const before = new Date();
  await pay.click();
  await expect(page).toHaveURL(/\/shop\/order\/ord_[a-z0-9]{20}\/thanks$/);
  const after = new Date();
  const thanks = page.getByRole('heading', { level: 2, name: 'Thank you, Yui' });
  await expect(thanks).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(thanks).toBeInViewport();
  const orderId = /ord_[a-z0-9]{20}/.exec(page.url())![0];
  await page.context().close();

  const staff = await tokyoPage(browser);
  await signInStaff(staff, '/studio/orders');
  const order = staff.getByRole('article').filter({ hasText: orderId });
  const ordered = order.locator('time');
  await expect(ordered).toHaveText(/E[SD]T$/);
  // The home's clock at the moment of the order (within the minute the click took), never Tokyo's.
  expect([homeShort(before), homeShort(after)]).toContain(await ordered.textContent());
  await expectNoAxeViolations(staff);
  await staff.context().close();
});

test('staff and family in Tokyo read the case’s times and days as the home writes them', async ({ browser }) => {
  test.setTimeout(150_000);
  const staff = await tokyoPage(browser);
  await signInStaff(staff, '/studio/cases');
  await staff.getByRole('link', { name: 'Rosa Inés Morales' }).first().click();
  // Births and deaths are days, written as the portal writes them (not 1945-06-12).
  const facts = staff.getByRole('definition');
  await expect(facts.filter({ hasText: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ }).first()).toBeVisible();
  await expect(facts.filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })).toHaveCount(0);
  // The seeded visitation is at 20:00 UTC: 3:00 PM EST (4:00 PM EDT), 5:00 AM the next day in Tokyo.
  const services = staff.getByRole('region', { name: 'Services' });
  await expect(services).toContainText(/Visitation.*at (3:00 PM EST|4:00 PM EDT)/);
  await expect(services).not.toContainText('5:00 AM');
  await expectNoAxeViolations(staff);
  await staff.context().close();

  const family = await tokyoPage(browser);
  await family.goto(CASE_PATH);
  await signInByKeyboard(family);
  const service = family.getByRole('region', { name: 'Service' });
  await expect(service).toContainText(/at (3:00 PM EST|4:00 PM EDT)/);
  // The memories waiting for the family: "Nov 27, 9:13 PM" on the home's clock, no seconds.
  await family.goto(`${CASE_PATH}/review-wall-comments`);
  const waiting = family.getByRole('listitem').filter({ hasText: 'Tom Reed' }).locator('time');
  await expect(waiting).toHaveText(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{1,2}:\d{2} [AP]M$/);
  expect(await waiting.textContent()).toBe(homeWall(new Date((await waiting.getAttribute('datetime'))!)));
  await expectNoAxeViolations(family);
  await family.context().close();
});

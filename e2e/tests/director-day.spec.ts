import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { studioOfANewHome } from '../support/studio-home';

// Issue 36: a director's first day on a home made the way an operator makes one (the platform API behind
// `npm run home:create`; the starter home is in America/New_York), from a browser whose clock is in Tokyo.
// The deceased's name is typed in one line and kept in parts (36.5). The family is reached by phone only (36.5): the case is opened without an email, the invitation sent once
// they give one; a service is added; every time reads on the home's clock with its zone; and the case page
// fits a 390 px phone without sideways scroll.
test('a director’s day on a new home, read from Tokyo: a phone-only family invited later, a service, the home’s times, 390 px', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const { origin } = await studioOfANewHome(page, 'Maple Grove Chapel');

  await page.goto(`${origin}/studio/cases/new`);
  await page.getByLabel(/^Full name/).fill('Agnes Mae Whitlock');
  // The name in parts (36.5), read from the line as typed; the suffix added in its own field.
  await expect(page.getByLabel(/^Middle name/)).toHaveValue('Mae');
  await page.getByLabel(/^Suffix/).fill('Sr.');
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Agnes Mae Whitlock Sr.');
  await page.getByLabel(/^Date of birth/).fill('1936-02-11');
  await page.getByLabel(/^Date of death/).fill('2026-11-26');
  await page.getByLabel(/^Their name/).fill('Tom Whitlock');
  await page.getByLabel(/^Relationship/).fill('Son');
  await page.getByLabel(/^Their phone/).fill('(555) 010-7788');
  // Nobody to invite yet: the button says so.
  await page.getByRole('button', { name: 'Create case', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agnes Mae Whitlock Sr.' })).toBeVisible();
  // Dates of a life are days, not instants: the same day in Tokyo.
  await expect(page.getByRole('region', { name: 'Facts' })).toContainText('November 26, 2026');
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family).toContainText('Primary contact: Tom Whitlock (Son), phone (555) 010-7788. Not invited yet: no email.');

  // Tom gives an email on the phone: the invitation goes out from the case page.
  await family.getByLabel(/^Tom Whitlock’s email/).fill('tom.whitlock@example.com');
  await family.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(family.getByRole('cell', { name: 'tom.whitlock@example.com' })).toBeVisible();
  await expect(family.getByRole('button', { name: 'Send the invitation' })).toHaveCount(0);

  // A service at 10:00 on the home's clock, in winter: EST, whatever Tokyo's clock says.
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services).toContainText('America/New_York');
  await services.getByRole('button', { name: 'Add a service' }).click();
  await services.getByLabel(/^Date/).fill('2027-01-14');
  await services.getByLabel(/^Time/).fill('10:00');
  await services.getByLabel(/^Place/).fill('Maple Grove Chapel');
  await services.getByLabel(/^Address/).fill('4 Orchard Lane, Maple Grove, NY');
  await services.getByRole('button', { name: 'Add service' }).click();
  await expect(services).toContainText('Thursday, January 14, 2027 at 10:00 AM EST');

  // The case history: each step, by whom, at the home's time with its zone (never Tokyo's).
  const history = page.getByRole('region', { name: 'Case history' });
  await expect(history).toContainText('Took Tom Whitlock (Son) as the primary contact by phone, (555) 010-7788: no email, not invited yet');
  await expect(history).toContainText('Invited Tom Whitlock (tom.whitlock@example.com) as the primary contact');
  await expect(history.locator('time').first()).toHaveText(/ E[SD]T$/);
  await expect(page.locator('body')).not.toContainText(/GMT\+9|JST/);
  await expectNoAxeViolations(page);

  // The director on call: the same page at 390 px has nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: 'Agnes Mae Whitlock Sr.' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the case page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});

import { devices, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// Issue 24 §3: staff add a case's service at the funeral home's local time; the public obituary shows it at
// that time to a visitor on the other side of the world.

test('staff publish an obituary with a service; the public page shows it at the home’s local time', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Ada Whitfield ${stamp}`;
  const email = `june.${stamp}@example.com`;

  await signInStaff(page, '/studio/cases/new');
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Date of birth/).fill('1938-05-02');
  await page.getByLabel(/^Date of death/).fill('2026-11-21');
  await page.getByLabel(/^Their name/).fill('June Whitfield');
  await page.getByLabel(/^Their email/).fill(email);
  await page.getByLabel(/^Relationship/).fill('Daughter');
  await page.getByRole('button', { name: 'Create case and invite' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // The family joins from the mail and approves the words (which publishes the page).
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const family = await phone.newPage();
  await family.goto('/api/web/demo/outbox');
  await family.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
  await family.getByLabel(/^Choose a password/).fill('june-long-password');
  await family.getByRole('button', { name: 'Create account and join' }).click();
  await expect(family).toHaveURL(/\/family-portal\/\d+\/ada-whitfield-\d+$/);
  await family.goto(`${new URL(family.url()).pathname}/review-obituary`);
  await family.getByRole('textbox', { name: 'The obituary' }).fill('Ada taught three generations of Alder Falls to swim.');
  await expect(family.getByTestId('save-state')).toHaveText(/Saved as a draft/, { timeout: 15_000 });
  await family.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(family.getByText(/^Approved by June Whitfield on/)).toBeVisible();
  await phone.close();

  // Staff add the service: 10:00 in the home's zone (America/New_York), in winter.
  await page.reload();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services).toContainText('America/New_York');
  await services.getByRole('button', { name: 'Add a service' }).click();
  await services.getByLabel(/^Date/).fill('2027-01-14');
  await services.getByLabel(/^Time/).fill('10:00');
  await services.getByLabel(/^Place/).fill('Willowbrook Main Chapel');
  await services.getByLabel(/^Address/).fill('12 Elm Street, Alder Falls, VT');
  await services.getByLabel(/^Livestream link/).fill('http://not-secure.example.com');
  await services.getByRole('button', { name: 'Add service' }).click();
  await expect(services.getByText('Please enter a secure web address (https://…)')).toBeVisible();
  await expectNoAxeViolations(page);
  await services.getByLabel(/^Livestream link/).fill('https://stream.example.com/ada');
  await services.getByLabel(/Ask visitors to reply/).check();
  await services.getByRole('button', { name: 'Add service' }).click();
  await expect(services).toContainText('Thursday, January 14, 2027 at 10:00 AM EST');
  await expect(page.getByRole('region', { name: 'Obituary' })).toContainText('Visitors see it on the website.');
  await expectNoAxeViolations(page);
  const publicPath = await page.getByRole('link', { name: 'See the public obituary' }).getAttribute('href');

  // A visitor in Tokyo reads the home's time, not their own (which would be 0:00 the next day).
  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const visitor = await tokyo.newPage();
  await visitor.goto(publicPath!);
  const listed = visitor.getByRole('region', { name: 'Services' });
  await expect(listed).toContainText('Thursday, January 14, 2027');
  await expect(listed).toContainText('10:00 AM');
  await expect(listed).toContainText('Willowbrook Main Chapel');
  await expectNoAxeViolations(visitor);
  await tokyo.close();
});

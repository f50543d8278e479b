import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// Issue 25: staff add an item and a package to the price list at /studio/catalogue, raise the item's price
// and publish a revision; the family's General Price List shows both, at the prices of the case's own revision
// (issue 36 §4), and staff open the revision before. Then a CSV report downloads.

/** The page fits the window: no sideways scroll (a phone's width). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the catalogue desk', () => {
  test('staff add an item and a package, publish a revision; the family’s price list shows them', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: it publishes a revision of the demo home');
    // Two browsers, a publish and the family's portal on a shared 2-core machine: 3.8 min measured at a load average of 37.
    test.setTimeout(300_000);
    const stamp = Date.now();
    const item = `Memorial candle ${stamp}`;
    const pkg = `Graveside service ${stamp}`;

    await signInStaff(page, '/studio/catalogue');
    await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Price list' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // A new item, refused once inline (a price in words), then offered at once.
    await page.getByText('Add an item to Professional services').click();
    const add = page.locator('details[open] form', { has: page.getByRole('button', { name: 'Add item' }) });
    await add.getByLabel(/^Name/).fill(item);
    await add.getByLabel(/^Description/).fill('A candle lit at the service, kept by the family.');
    await add.getByLabel(/^Price in dollars/).fill('twenty');
    await add.getByRole('button', { name: 'Add item' }).click();
    await expect(add.getByText('Please enter an amount like 25.00')).toBeVisible();
    await expect(add.getByLabel(/^Name/)).toHaveValue(item);
    await expectNoAxeViolations(page);
    await add.getByLabel(/^Price in dollars/).fill('24');
    await add.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText(item, { exact: true })).toBeVisible();

    // Its price raised: waits in the draft until published.
    await page.getByText(`Edit ${item}`).click();
    const edit = page.locator('form', { has: page.getByRole('button', { name: `Save ${item}` }) });
    await edit.getByLabel(/^Price in dollars/).fill('30');
    await edit.getByRole('button', { name: `Save ${item}` }).click();
    await expect(page.getByText(`${item} · $24.00 now; $30.00 once published`)).toBeVisible();

    // A package including it, with the credit if the family leaves it out.
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Packages' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Packages' })).toBeVisible();
    await page.getByText('Add a package').click();
    const newPackage = page.locator('form#new-package');
    await newPackage.getByLabel(/^Package name/).fill(pkg);
    await newPackage.getByLabel(/^Package group/).fill('Burial');
    await newPackage.getByLabel(/^Package price in dollars/).fill('3000');
    await newPackage.getByLabel(/^Item/).selectOption({ label: `${item} (Professional services, $24.00)` });
    await newPackage.getByLabel('The family may leave it out').check();
    await newPackage.getByLabel(/^Credit when left out/).fill('24');
    await expectNoAxeViolations(page);
    await newPackage.getByRole('button', { name: 'Add package' }).click();
    await expect(page.getByRole('heading', { level: 4, name: new RegExp(`^${pkg} · \\$3,000\\.00`) })).toBeVisible();
    await expect(page.getByText(`${item} · may be left out ($24.00 less)`)).toBeVisible();

    // Publish: the revision takes effect today.
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Price list' }).click();
    const revision = page.getByText(/^Revision \d+, effective/);
    const before = await revision.innerText();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(revision).not.toHaveText(before);
    await expect(page.getByText(`${item} · $30.00`, { exact: false }).first()).toBeVisible();
    // Issue 36 §4: the revision before stays on file; staff open it, read-only, at the prices it had.
    const superseded = before.match(/^Revision (\d+)/)![1];
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Revisions' }).click();
    await page.getByRole('link', { name: new RegExp(`^Revision ${superseded}, effective`) }).click();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^Revision ${superseded}, effective`) })).toBeVisible();
    await expect(page.getByText(`${item} · $24.00`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Save|Publish/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The family's General Price List.
    const context = await browser.newContext();
    const family = await context.newPage();
    await family.goto('/family-portal/login');
    await family.getByLabel('Email').fill('family@willowbrook.test');
    await family.getByLabel('Password').fill('keepsake-demo-family');
    await family.getByRole('button', { name: 'Sign in' }).click();
    await family.waitForURL(/\/family-portal\/\d+\/rosa-ines-morales/);
    const casePath = new URL(family.url()).pathname.split('/').slice(0, 4).join('/');
    await family.goto(`${casePath}/price-list`);
    // Rosa's case was arranged under the revision before: its price list keeps that revision's price (issue 36 §4).
    await expect(family.getByRole('row', { name: new RegExp(item) })).toContainText('$24.00', { timeout: 30_000 });
    await expect(family.getByText(pkg)).toBeVisible();
    await expectNoAxeViolations(family);
    await context.close();
  });

  test('shop products and settings are edited; a CSV of orders downloads', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run');
    await signInStaff(page, '/studio/catalogue/shop');
    await expect(page.getByRole('heading', { level: 3, name: 'Shop settings' })).toBeVisible();
    const settings = page.locator('form#shop-settings');
    await settings.getByLabel(/^Florist’s email/).fill('not-an-address');
    await settings.getByRole('button', { name: 'Save shop settings' }).click();
    await expect(settings.getByText(/valid email/i)).toBeVisible();
    await settings.getByLabel(/^Florist’s email/).fill('orders@bloom-florist.example');
    await settings.getByRole('button', { name: 'Save shop settings' }).click();
    await expect(page.getByText('Shop settings saved').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('form#shop-settings').getByLabel(/^Florist’s email/)).toHaveValue('orders@bloom-florist.example');

    await page.goto('/studio/orders');
    await expect(page.getByRole('heading', { level: 3, name: 'Reports' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: /^Report/ }).selectOption('orders');
    await page.getByLabel(/^From/).fill('2026-01-01');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-2026-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/^Date,Order,Obituary/);
  });

  test('@phone the catalogue pages fit a phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone run');
    await signInStaff(page, '/studio/catalogue');
    await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const path of ['/studio/catalogue/packages', '/studio/catalogue/shop']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
      await page.locator('summary').first().click();
      await expectNoSidewaysScroll(page);
    }
  });
});

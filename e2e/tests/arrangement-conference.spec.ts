import { devices, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillHostedCard } from '../support/hosted-card';
import { signInStaff } from '../support/studio';

// Issue 39: a director builds a NEW case's arrangement with the family at the table in the studio — a package, an
// item outside it, certified copies, a cash advance priced as it is added, a discount with its reason (the case
// history says who gave it) — then the purchaser signs in person on a phone-sized screen, gets the PDF by mail,
// joins the portal and pays the balance there. One journey (CI time): axe on each page visited.

test.describe('the arrangement conference', () => {
  test('staff build a new case’s arrangement; the purchaser signs in person on a phone, gets the PDF by mail and pays in the portal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const name = `Edith Conference ${stamp}`;

    await signInStaff(page, '/studio/cases/new');
    await page.getByLabel(/^Full name/).fill(name);
    await page.getByLabel(/^Date of birth/).fill('1938-04-02');
    await page.getByLabel(/^Date of death/).fill('2026-11-21');
    await page.getByLabel(/^Location/).selectOption({ label: 'Willowbrook Main Chapel' });
    await page.getByLabel(/^Their name/).fill('Ruth Conference');
    await page.getByLabel(/^Their email/).fill(`ruth.${stamp}@example.com`);
    await page.getByLabel(/^Relationship/).fill('Daughter');
    await page.getByRole('button', { name: 'Create case and invite' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // The editor, from the case page: nothing chosen yet.
    await page.getByRole('link', { name: 'Make the arrangements' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Arrangements for ${name}` })).toBeVisible();
    await expect(page.getByText('Nothing is chosen yet. Choose a package, or add items from the price list below.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funeral home arrangements (arranged by the home)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The package, then an item from outside it, found by name, added with the keyboard.
    await page.getByRole('button', { name: 'Choose Direct cremation' }).click();
    const selections = page.getByRole('region', { name: 'Selections' });
    await expect(selections.getByRole('row', { name: /Wooden keepsake box/ })).toContainText('In package');
    await page.getByLabel('Search the price list').fill('certified');
    await page.getByRole('button', { name: 'Add Certified copy of the death certificate' }).focus();
    await page.keyboard.press('Enter');
    const copies = selections.getByRole('row', { name: /Certified copy of the death certificate/ });
    await expect(copies).toContainText('$25.00');
    await copies.getByLabel('How many of Certified copy of the death certificate').fill('5');
    await copies.getByLabel('How many of Certified copy of the death certificate').press('Enter');
    await expect(copies).toContainText('$125.00');
    await page.getByLabel('Search the price list').fill('');
    await page.getByLabel('Category').first().selectOption({ label: 'Stationery and keepsakes' });
    await page.getByRole('button', { name: 'Add Register book' }).click();
    await expect(selections.getByRole('row', { name: /Register book/ })).toContainText('$65.00');

    // A cash advance not on the price list, with what the florist is paid.
    const own = page.getByRole('region', { name: 'Add something not on the price list' });
    await expect(own.getByLabel(/^Category/)).toHaveValue(/\d+/);
    await own.getByLabel(/^What it is/).fill('Flowers from Alder Falls Florist');
    await own.getByLabel(/^Price of one/).fill('180');
    await own.getByRole('button', { name: 'Add to the arrangement' }).click();
    await expect(selections.getByRole('row', { name: /Flowers from Alder Falls Florist/ })).toContainText('$180.00');

    // A discount on the whole statement: its reason first, then its own line.
    const whole = page.getByRole('form', { name: 'Discount on the whole statement' });
    await whole.getByLabel(/^Amount off the whole statement/).fill('200');
    await whole.getByRole('button', { name: 'Give discount' }).click();
    await expect(whole.getByText('Please give the reason for the discount.')).toBeVisible();
    await whole.getByLabel(/^Reason for the discount on the whole statement/).fill('Veteran’s family');
    await whole.getByRole('button', { name: 'Give discount' }).click();
    await expect(selections.getByRole('row', { name: /Discount on the whole statement/ })).toContainText('-$200.00');
    const totals = page.getByRole('region', { name: 'Statement totals' });
    // Direct cremation $2,495 + register $65 + 5 copies $125 + flowers $180 − $200, register taxed 6 % less its share.
    await expect(totals).toContainText('Discounts-$200.00');
    await expect(totals).toContainText('Subtotal$2,665.00');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('arrangement-editor.png'), fullPage: true });

    // The case history says who gave it.
    await page.getByRole('link', { name: 'Back to the case' }).click();
    await expect(page.getByRole('region', { name: 'Case history' })).toContainText('Gave a discount of $200.00 on the whole statement: Veteran’s family');

    // Point 3, sign at the table: the director's tablet handed to the purchaser, on a phone-sized screen.
    await page.getByRole('link', { name: 'Make the arrangements' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Sign with the family now' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Statement of Funeral Goods and Services Selected' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Discounts' })).toContainText('Reason: Veteran’s family');
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Ruth Conference');
    await page.getByLabel(/^Relationship to the deceased/).fill('Daughter');
    await page.getByLabel(/^Street address/).fill('14 Maple Row');
    await page.getByLabel(/^City/).fill('Alder Falls');
    await page.getByLabel(/^State/).fill('VT');
    await page.getByLabel(/^ZIP code/).fill('05901');
    await page.getByLabel(/^Phone/).fill('5552017788');
    await page.getByLabel(/^Type your full name to sign/).fill('Ruth Conference');
    await page.getByLabel('I have read this statement and agree to it.', { exact: false }).check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('sign-at-table-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Sign the statement' }).click();
    await expect(page.getByRole('heading', { name: 'The statement is signed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Signed by Ruth Conference' })).toContainText('signed in person at the funeral home, with');
    await expect(page.getByText(`A copy of the signed statement is on its way to ruth.${stamp}@example.com.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('signed-at-table-phone.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The purchaser's copy by mail, the PDF attached; then the family joins from their invitation on a phone.
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const family = await phone.newPage();
    await family.goto('/api/web/demo/outbox');
    const mails = family.getByRole('article').filter({ hasText: `ruth.${stamp}@example.com` });
    const copy = mails.filter({ hasText: `your signed statement for ${name}` });
    await expect(copy).toContainText(`Attached: statement-edith-conference-${stamp}.pdf (application/pdf`);
    // Followed by its address: on a phone the outbox's long lines overlap the link (a tap lands on them).
    const invitation = mails.filter({ hasNotText: 'signed statement' }).first().getByRole('link');
    await family.goto((await invitation.getAttribute('href'))!);
    await family.getByLabel(/^Choose a password/).fill('ruth-long-password');
    await family.getByRole('button', { name: 'Create account and join' }).click();
    await expect(family.getByText('Signed in as Ruth Conference')).toBeVisible();

    // The family's statement: signed in person, the discount its own line; they pay the balance by card.
    await family.goto(`${new URL(family.url()).pathname}/statement`);
    await expect(family.getByText(/Signed by Ruth Conference on .*, signed in person at the funeral home/)).toBeVisible();
    const discounts = family.getByRole('table', { name: 'Discounts' });
    await expect(discounts).toContainText('Reason: Veteran’s family');
    await expect(family.getByRole('table', { name: 'Charges' })).toContainText('Discounts-$200.00');
    await expectNoAxeViolations(family);
    const balance = (await family.getByTestId('balance-due').innerText()).replace(/[$,]/g, '');
    await family.getByRole('link', { name: 'Make a payment' }).click();
    await expect(family.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await family.getByLabel('Amount to pay (USD)').fill(balance);
    await fillHostedCard(family, { name: 'Ruth Conference', number: '4242424242424242', expiry: '1239', cvc: '123' });
    await family.getByRole('button', { name: 'Pay now' }).click();
    await expect(family.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expectNoAxeViolations(family);
    await family.getByRole('link', { name: 'Back to the statement' }).click();
    await expect(family.getByTestId('balance-due')).toHaveText('$0.00');
    await expect(family.getByText('Paid in full. Thank you.')).toBeVisible();
    await phone.close();
  });
});

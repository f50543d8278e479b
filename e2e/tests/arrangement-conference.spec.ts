import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// Issue 39 points 2 and 3: a director builds a NEW case's arrangement with the family at the table in the studio —
// a package, an item outside it, certified copies, a cash advance priced as it is added, a discount with its
// reason — and the family's statement shows the discount as its own line; the case history says who gave it.

test.describe('the arrangement conference', () => {
  test('staff build a new case’s arrangement with a discount; the statement shows it', async ({ page }) => {
    test.setTimeout(180_000);
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

    // The family's statement (opened by staff in the portal): the discount its own line with its reason.
    await page.getByRole('link', { name: 'Open in the Family Portal' }).click();
    await page.goto(`${new URL(page.url()).pathname}/statement`);
    const discounts = page.getByRole('table', { name: 'Discounts' });
    await expect(discounts).toContainText('Discount on the whole statement');
    await expect(discounts).toContainText('Reason: Veteran’s family');
    await expect(discounts).toContainText('-$200.00');
    await expect(page.getByRole('table', { name: 'Charges' })).toContainText('Discounts-$200.00');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('family-statement.png'), fullPage: true });
  });
});

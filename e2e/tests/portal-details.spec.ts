import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CASE_PATH, signInByKeyboard } from './portal-support';

test.describe('family portal: add details', () => {
  test('adds details by keyboard on a phone; a failed save keeps what was typed @phone', async ({ page }, testInfo) => {
    // Each project types its own place: the page sends only what changed, and both projects share the case.
    const place = testInfo.project.name === 'phone' ? 'San Juan, Puerto Rico' : 'Ponce, Puerto Rico';
    await page.goto(`${CASE_PATH}/add-details`);
    await signInByKeyboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Add details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Rosa Inés Morales');
    await expectNoAxeViolations(page);

    const birth = page.getByRole('region', { name: 'Birth' });
    // The dates the case already has fill the form (issue 24 §6), and the page has one Save.
    await expect(birth.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const save = page.getByRole('button', { name: 'Save details' });
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);
    await birth.getByRole('textbox', { name: /^Place of birth/ }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(place);
    await birth.getByRole('textbox', { name: /^Date of birth/ }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('19410314');
    await expect(birth.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('1941-03-14');

    // The first save fails on the way: everything typed stays, and the page says so.
    let failed = false;
    await page.route('**/api/family/cases/*/case-details', async (route) => {
      if (route.request().method() === 'PUT' && !failed) {
        failed = true;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"Try later"}' });
        return;
      }
      await route.continue();
    });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'What you typed is still here' })).toBeVisible();
    await expect(birth.getByRole('textbox', { name: /^Place of birth/ })).toHaveValue(place);
    await expectNoAxeViolations(page);

    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Details saved.').first()).toBeVisible();

    // A field the API refuses shows the SPEC §5 message on the field.
    const name = page.getByRole('region', { name: 'Name' });
    await name.getByRole('textbox', { name: /^Full name/ }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(name.getByText('This field is required')).toBeVisible();
    await expect(name.getByRole('textbox', { name: /^Full name/ })).toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Birth' }).getByRole('textbox', { name: /^Place of birth/ })).toHaveValue(place);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const AT_NEED_MESSAGE = "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.";

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: /First name/ }).fill('Ruth');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Alder');
  await page.getByRole('textbox', { name: /Email/ }).fill('ruth@example.com');
  await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('5552014400');
  await expect(page.getByRole('textbox', { name: /Phone/ })).toHaveValue('(555) 201-4400');
}

// Keyboard only: focus moves with Tab in a real visit; here each control is focused, then typed into or
// activated with Enter / Space / arrows, never clicked.
async function typeInto(page: Page, name: RegExp, text: string) {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.type(text);
}
async function press(page: Page, name: string, key = 'Enter') {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press(key);
}

test.describe('plan-now wizard', () => {
  test('plans at-need from start to thank-you, by keyboard, with every page accessible @phone', async ({ page }) => {
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan with Willowbrook Funeral Home' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Pre-plan for myself/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Keyboard only: focus the plan-type group, choose, begin.
    await page.getByRole('radio', { name: /Pre-plan for myself/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /A death has occurred/ })).toBeChecked();
    await expect(page.getByText(AT_NEED_MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Begin' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/plan-now\/step\/contact-information$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    const firstName = page.getByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: "Now let's add information for whom we're planning for" })).toBeVisible();
    await page.getByRole('textbox', { name: /First name/ }).fill('Margaret');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Alder');
    await page.getByLabel(/Date of passing/).fill('2025-11-20');
    await page.getByRole('radio', { name: 'Cremation' }).check();
    await expectNoAxeViolations(page);

    // A reload loses nothing: the sections load again and the step stays, with every word.
    await page.reload();
    await expect(page).toHaveURL(/\/plan-now\/step\/decedent-details$/);
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Margaret');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Margaret's family" })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Margaret's education and profession" })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Margaret's military service" })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Let's wrap up with some final details" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('textbox', { name: /Wishes/ }).fill('<script>alert(1)</script> Amazing Grace');
    await page.getByRole('radio', { name: 'By phone' }).check();
    await page.getByRole('button', { name: 'Review your plan' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script> Amazing Grace')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit my plan' }).click();

    await expect(page).toHaveURL(/\/plan-now\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ruth' })).toBeVisible();
    await expect(page.getByRole('main').locator('address')).toContainText('Willowbrook Main Chapel');
    await expectNoAxeViolations(page);
  });

  test('pre-plans for someone else by keyboard; a failed submit keeps every answer, then succeeds', async ({ page }) => {
    await page.goto('/plan-now');
    // Served by the server, the choices are usable once the page is hydrated.
    await expect(page.getByRole('radio', { name: /Pre-plan for myself/ })).toBeEnabled();
    await page.getByRole('radio', { name: /Pre-plan for myself/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Pre-plan for someone else/ })).toBeChecked();
    await press(page, 'Begin');

    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeFocused();
    await typeInto(page, /First name/, 'Daniel');
    await typeInto(page, /Last name/, 'Reyes');
    await typeInto(page, /Email/, 'daniel@example.com');
    await typeInto(page, /Phone/, '5552019876');
    await press(page, 'Next');

    await expect(page.getByRole('heading', { level: 1, name: "Now let's add information for whom we're planning for" })).toBeVisible();
    await expect(page.getByLabel(/Date of passing/)).toHaveCount(0);
    await typeInto(page, /First name/, 'Rosa');
    await typeInto(page, /Last name/, 'Reyes');
    await page.getByRole('radio', { name: 'Cremation' }).focus();
    await page.keyboard.press('Space');
    await press(page, 'Next');

    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Rosa's family" })).toBeFocused();
    await press(page, 'Previous');
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Rosa');
    await press(page, 'Next');
    await press(page, 'Next');
    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Rosa's education and profession" })).toBeVisible();
    await press(page, 'Next');
    await expect(page.getByRole('heading', { level: 1, name: "Tell us about Rosa's military service" })).toBeVisible();
    await press(page, 'Next');
    await expect(page.getByRole('heading', { level: 1, name: "Let's wrap up with some final details ..." })).toBeVisible();
    await typeInto(page, /Wishes/, 'A quiet service by the river');
    await page.getByRole('radio', { name: 'By phone' }).focus();
    await page.keyboard.press('Space');
    await press(page, 'Review your plan');

    // The API is down: the message of SPEC §8, and nothing the family typed is lost.
    await page.route('**/api/web/planning/submit', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Down for maintenance' }),
      }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeVisible();
    await press(page, 'Submit my plan');
    await expect(page.getByText('There was an error submitting your planning form.')).toBeVisible();
    await expect(page).toHaveURL(/\/plan-now\/review$/);
    for (const answer of ['Daniel', 'daniel@example.com', 'Rosa', 'Cremation', 'A quiet service by the river']) {
      await expect(page.getByRole('main').getByText(answer, { exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.unroute('**/api/web/planning/submit');
    await press(page, 'Submit my plan');
    await expect(page).toHaveURL(/\/plan-now\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Daniel' })).toBeVisible();
    // A successful submit clears the draft: a new plan starts empty.
    await page.goto('/plan-now');
    await expect(page.getByRole('button', { name: 'Continue where you left off' })).toHaveCount(0);
  });

  test('step and review pages go to /plan-now when the sections are not loaded', async ({ page }) => {
    await page.goto('/plan-now/review');
    await expect(page).toHaveURL(/\/plan-now$/);
    await page.goto('/plan-now/step/military');
    await expect(page).toHaveURL(/\/plan-now$/);
  });

  test('a pre-plan for yourself is asked in your own words', async ({ page }) => {
    await page.goto('/plan-now');
    await page.getByRole('radio', { name: /Pre-plan for myself/ }).check();
    await page.getByRole('button', { name: 'Begin' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Now let's add information for your pre-plan" })).toBeVisible();
    await expect(page.getByLabel(/Date of passing/)).toHaveCount(0);
  });
});

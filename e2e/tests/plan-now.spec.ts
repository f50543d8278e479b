import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const AT_NEED_MESSAGE =
  "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.";

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: /First name/ }).fill('Ruth');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Alder');
  await page.getByRole('textbox', { name: /Email/ }).fill('ruth@example.com');
  await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('5552014400');
  await expect(page.getByRole('textbox', { name: /Phone/ })).toHaveValue('(555) 201-4400');
}

test.describe('plan-now wizard', () => {
  test('plans at-need from start to thank-you, by keyboard, with every page accessible @phone', async ({ page }) => {
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan with Willowbrook Funeral Home' })).toBeVisible();
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

    // A reload loses nothing: back to the start, then on from where we were.
    await page.reload();
    await expect(page).toHaveURL(/\/plan-now$/);
    await page.getByRole('button', { name: 'Continue where you left off' }).click();
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
    await expect(page.getByRole('main').getByRole('heading', { name: 'Willowbrook Main Chapel' })).toBeVisible();
    await expectNoAxeViolations(page);
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

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

async function beginForMyself(page: Page) {
  await page.goto('/plan-now');
  await page.getByRole('radio', { name: /Pre-plan for myself/ }).check();
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeFocused();
}

test.describe('plan-now in the words of the plan', () => {
  test('planning for yourself: no "decedent", your name offered, phone and dates checked, conditional questions, Edit back to a review that survives a reload @phone', async ({
    page,
  }) => {
    await beginForMyself(page);
    // The relationship question is for someone else's plan.
    await expect(page.getByRole('textbox', { name: /relationship/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: /First name/ }).fill('Ruth');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Alder');
    await page.getByRole('textbox', { name: /Email/ }).fill('ruth@example.com');
    await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('555');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(/Please enter a valid format/);
    await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('2014400');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: "Now let's add information for your pre-plan" })).toBeVisible();
    await expect(page.getByText('Step 2 of 6 · About you')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Ruth');
    await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue('Alder');
    await expect(page.getByRole('main')).not.toContainText(/decedent/i);
    await expect(page).not.toHaveTitle(/decedent/i);
    const birth = page.getByLabel(/Date of birth/);
    await birth.fill(`${new Date().getFullYear() + 1}-01-01`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(birth).toHaveAccessibleDescription(/This date cannot be in the future/);
    await expectNoAxeViolations(page);
    await birth.fill('1950-06-01');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your family' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your military service' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Branch of service/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: /Branch of service/ }).fill('Navy');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'By email' }).check();
    await page.getByRole('button', { name: 'Review your plan' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About you' })).toContainText('1950-06-01');
    await expect(page.getByRole('region', { name: 'Military' })).toContainText('Navy');
    await expect(page.getByRole('main')).not.toContainText(/decedent/i);
    // The review survives a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/plan-now\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Edit goes to the step and back to the review.
    await page.getByRole('link', { name: 'Edit Military' }).click();
    await expect(page).toHaveURL(/\/plan-now\/step\/military\?from=review$/);
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('textbox', { name: /Branch of service/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save and return to review' }).click();
    await expect(page).toHaveURL(/\/plan-now\/review$/);
    await expect(page.getByRole('region', { name: 'Military' })).not.toContainText('Navy');
  });

  test('after submitting: a reference number, a copy of the answers in the mail, and a summary to print @phone', async ({ page, browser }) => {
    const email = `ruth.${Date.now()}@example.com`;
    await beginForMyself(page);
    await page.getByRole('textbox', { name: /First name/ }).fill('Ruth');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Alder');
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('5552014400');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Now let's add information for your pre-plan" })).toBeVisible();
    for (let step = 0; step < 4; step += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'By email' }).check();
    await page.getByRole('button', { name: 'Review your plan' }).click();
    await page.getByRole('button', { name: 'Submit my plan' }).click();

    await expect(page).toHaveURL(/\/plan-now\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ruth' })).toBeVisible();
    const reference = (await page.getByRole('region', { name: 'Your reference number' }).locator('p').first().innerText()).trim();
    expect(reference).toMatch(/^PLN-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByText(`A copy of your answers is on its way to ${email}.`)).toBeVisible();
    const summary = page.getByRole('region', { name: /^Your answers/ });
    await expect(summary.getByRole('region', { name: 'Contact Information' })).toContainText('Alder');
    await expect(page.getByRole('button', { name: 'Print your answers' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Printed, the page is the plan: no site header, navigation or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print your answers' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(summary).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const outbox = await (await browser.newContext()).newPage();
    await outbox.goto('/api/web/demo/outbox');
    const mail = outbox.getByRole('article').filter({ hasText: email });
    await expect(mail.getByRole('heading', { level: 2 })).toHaveText(`Your plan with Willowbrook Funeral Home (reference ${reference})`);
    await expect(mail).toContainText('Last name: Alder');
    await expectNoAxeViolations(outbox);
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('contact form', () => {
  test('shows field errors, then sends the message @phone', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: /Email address/ }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    const name = form.getByRole('textbox', { name: /Your name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);

    await name.fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /Email address/ }).fill('ada@example.com');
    await form.getByRole('textbox', { name: /How can we help/ }).fill('Could you send me your general price list?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Ada Lovelace. Your message has been sent.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keeps what was typed when the server refuses (rate limit)', async ({ page }) => {
    await page.route('**/api/web/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.',
        }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /Email address/ }).fill('ada@example.com');
    await form.getByRole('textbox', { name: /How can we help/ }).fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText('Please wait a few minutes');
    await expect(form.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada Lovelace');
    await expect(form.getByRole('textbox', { name: /How can we help/ })).toHaveValue('Hello');
    await expectNoAxeViolations(page);
  });
});

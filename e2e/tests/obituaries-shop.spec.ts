import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

async function checkout(page: Page, cardNumber: string) {
  await page.goto('/obituaries?name=eleanor');
  await page.getByRole('link', { name: 'Eleanor Grace Hartwell' }).click();
  await page.getByRole('link', { name: 'Send Flowers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Send flowers or plant a tree' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Serenity Lily Arrangement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Serenity Lily Arrangement' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByLabel('Signed from')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /An address/ }).check();
  await page.getByLabel('Recipient').fill('The Hartwell family');
  await page.getByLabel('Street address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Alder Falls');
  await page.getByLabel('State').fill('VT');
  await page.getByLabel('ZIP code').fill('05901');
  await page.getByLabel('Message').fill('With love and sympathy.');
  await page.getByLabel('Signed from').fill('The Carvers');
  await page.getByLabel('Full name').fill('Linda Carver');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('(555) 123-4567');
  await page.getByLabel('Name on card').fill('Linda Carver');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('linda@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
}

test.describe('the memorial shop', () => {
  test('flowers bought with an approved card show on the thanks page @phone', async ({ page }) => {
    await checkout(page, '4242424242424242');
    await expect(page).toHaveURL(/\/shop\/order\/ord_[a-z0-9]{20}\/thanks$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Linda' })).toBeVisible();
    await expect(page.getByText('1 × Serenity Lily Arrangement')).toBeVisible();
    await expect(page.getByText('The Hartwell family, 12 Elm Street, Alder Falls, VT 05901')).toBeVisible();
    await expect(page.getByText('$85.00 with Visa ending in 4242')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a declined card is refused with a clear message and no order', async ({ page }) => {
    await checkout(page, '4000000000000002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('donations in lieu of flowers replace the flowers', async ({ page }) => {
    await page.goto('/obituaries?name=okafor');
    await page.getByRole('link', { name: 'Walter James Okafor' }).click();
    await page
      .getByRole('navigation', { name: /^Pages about/ })
      .getByRole('link', { name: 'Tributes' })
      .click();
    await expect(page.getByRole('heading', { name: 'In lieu of flowers' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Donate to Vermont Hospice Care/ })).toHaveAttribute('href', 'https://hospice.vermont.example/donate');
    await expect(page.getByRole('link', { name: 'Serenity Lily Arrangement' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Memorial Tree Planting' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';
import { cardFrame, confirmWithBank, fillHostedCard } from '../support/hosted-card';

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
  // The provider's card form is part of the form (a buyer fills it before paying): a press while its frame was
  // still loading was lost under load (the form was drawn again), so the test waits for it as a buyer would.
  await expect(cardFrame(page).getByRole('textbox', { name: 'Card number' })).toBeVisible();

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
  // The card goes into the payment sandbox's hosted fields, a frame on its own origin (ADR 100).
  await fillHostedCard(page, { name: 'Linda Carver', number: cardNumber, expiry: '1239', cvc: '123' });
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
    // $85.00 + $14.95 delivery, 6 % tax on both ($5.997 → $6.00).
    await expect(page.getByText('$105.95 with Visa ending in 4242')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$14.95' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff refund part of a flower order from the studio; the buyer is told by mail', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run: it refunds an order of the demo home');
    await checkout(page, '4242424242424242');
    await expect(page).toHaveURL(/\/shop\/order\/ord_[a-z0-9]{20}\/thanks$/);
    const orderId = /ord_[a-z0-9]{20}/.exec(page.url())![0];

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInStaff(staff, '/studio/orders');
    const order = staff.getByRole('article').filter({ hasText: orderId });
    await expect(order).toContainText('$105.95');
    await order.locator('summary', { hasText: 'Refund' }).click();
    const refund = order.locator('form');
    await refund.getByLabel(/^Amount to refund/).fill('25.00');
    await refund.getByLabel(/^Reason/).fill('One stem arrived broken');
    await expectNoAxeViolations(staff);
    await refund.getByRole('button', { name: 'Refund…' }).click();
    // A refund asks first, with the amount and the reason the buyer will read (issue 36 point 2).
    await expect(staff.getByRole('alert').filter({ hasText: 'will read the reason: “One stem arrived broken”' })).toBeVisible();
    await staff.getByRole('button', { name: 'Yes, refund $25.00' }).click();
    await expect(order).toContainText('$25.00 refunded');
    await staffContext.close();

    // The buyer's mail, in the demo outbox.
    await page.goto('/api/web/demo/outbox');
    await expect(page.getByRole('article').filter({ hasText: `refund of $25.00 for your order ${orderId}` })).toHaveCount(1);
  });

  test('a declined card is refused with a clear message and no order', async ({ page }) => {
    await checkout(page, '4000000000000002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    // The number is typed again; the rest of the card stays.
    await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('');
    await expect(cardFrame(page).getByLabel('Name on card')).toHaveValue('Linda Carver');
    await expectNoAxeViolations(page);
  });

  test('flowers paid with the 3-D Secure test card: the bank step, then the thanks page', async ({ page }) => {
    await checkout(page, '4000002760003184');
    await confirmWithBank(page);
    await expect(page).toHaveURL(/\/shop\/order\/ord_[a-z0-9]{20}\/thanks$/);
    await expect(page.getByText('$105.95 with Visa ending in 3184')).toBeVisible();
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

  test('sizes, delivery fee and tax before paying, the cut-off before each service, and an expired card called expired @phone', async ({ page }) => {
    await page.goto('/obituaries?name=eleanor');
    await page.getByRole('link', { name: 'Eleanor Grace Hartwell' }).click();
    const obituaryId = /\/obituaries\/(\d+)\//.exec(page.url())?.[1];
    const events = (await (await page.request.get(`/api/web/obituaries/${obituaryId}`)).json()).events as { title: string; startsAt: string }[];
    const service = events.find((event) => event.title === 'Funeral Service');
    // A day and a quarter before the service: the visitation (the evening before) is inside the florist's
    // 24-hour cut-off, the service is not.
    await page.clock.setFixedTime(new Date(new Date(service!.startsAt).getTime() - 30 * 3_600_000));
    await page.getByRole('link', { name: 'Send Flowers', exact: true }).click();
    await expect(page.getByText('White lilies and soft greenery in a keepsake vase.', { exact: false })).toBeVisible();
    await expect(page.getByText('From $85.00').first()).toBeVisible();
    await page.getByRole('link', { name: 'Serenity Lily Arrangement' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Sizes' })).toBeVisible();
    await expect(page.getByText(/Order by .* for delivery to the Funeral Service\./)).toBeVisible();
    await expect(page.getByText(/Too late for delivery to the Visitation: orders closed/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();

    // Only the service still open is offered; the breakdown is shown before the pay button.
    const serviceSelect = page.getByRole('combobox', { name: /Service/ });
    await expect(serviceSelect.getByRole('option', { name: /Visitation/ })).toHaveCount(0);
    await expect(serviceSelect.getByRole('option', { name: /Funeral Service/ })).toHaveCount(1);
    const totals = page.getByRole('definition');
    await page.getByRole('radio', { name: /Deluxe, \$115\.00/ }).check();
    await page.getByLabel('Quantity').selectOption('2');
    // 2 × $115.00 + $14.95 = $244.95; 6 % tax $14.70; total $259.65.
    await expect(totals.filter({ hasText: '$230.00' })).toBeVisible();
    await expect(totals.filter({ hasText: '$14.95' })).toBeVisible();
    await expect(totals.filter({ hasText: '$14.70' })).toBeVisible();
    await expect(totals.filter({ hasText: '$259.65' })).toBeVisible();

    await page.getByLabel('Signed from').fill('The Carvers');
    await page.getByLabel('Full name').fill('Linda Carver');
    await page.getByLabel('Email').fill('linda@example.com');
    await page.getByLabel('Phone').fill('(555) 123-4567');
    const card = await fillHostedCard(page, { name: 'Linda Carver', number: '4242424242424242', expiry: '0120', cvc: '123' });
    // The mask: what was typed as 0120 reads 01/20.
    await expect(card.getByLabel('Expiry (MM/YY)')).toHaveValue('01/20');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(card.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription(/This card has expired/);
    await expect(card.getByLabel('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('Please enter a valid format')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the card details.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { expect, type FrameLocator, type Page } from '@playwright/test';

// The payment provider's hosted card fields (ADR 100): a frame on the provider's own origin. Tests type the
// card there, as a visitor does; our page never has the fields.
export const cardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card details"]');

export async function fillHostedCard(page: Page, card: { name?: string; number: string; expiry?: string; cvc?: string }): Promise<FrameLocator> {
  const frame = cardFrame(page);
  if (card.name !== undefined) await frame.getByLabel('Name on card').fill(card.name);
  await frame.getByLabel('Card number').fill(card.number);
  // The fields' masks: "#### #### #### ####" and "##/##".
  await expect(frame.getByLabel('Card number')).toHaveValue(card.number.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 '));
  if (card.expiry !== undefined) await frame.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  if (card.cvc !== undefined) await frame.getByLabel('Security code').fill(card.cvc);
  return frame;
}

/** The sandbox's 3-D Secure page, in its frame: the cardholder confirms. */
export async function confirmWithBank(page: Page): Promise<void> {
  const bank = page.frameLocator('iframe[title="Confirm your payment with your bank"]');
  await expect(bank.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
}

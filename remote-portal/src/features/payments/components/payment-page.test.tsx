import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@keepsake/shared/contract/arrangement';
import { renderPortal } from '../../../render-portal';
import { ROSA, servePortal } from '../../../testing/portal-fixtures';

const casePath = `/family-portal/${ROSA.id}/${ROSA.nameSlug}`;
const totals = { packageCents: 799_500, itemsCents: 0, cashAdvanceCents: 0, subtotalCents: 799_500, taxCents: 0, totalCents: 799_500 };
const statement: Statement = {
  caseId: 7,
  templateRevisionId: 1,
  displayType: 'ITEMIZED',
  status: 'SIGNED',
  packageName: 'Traditional',
  packagePriceCents: 799_500,
  lines: [],
  totals,
  taxRateBasisPoints: 600,
  paidCents: 0,
  balanceCents: 799_500,
  signedAt: '2026-11-23T10:00:00.000Z',
  signedName: 'Jordan Morales',
};
const declined = {
  statusCode: 402,
  error: 'Payment Required',
  message: 'Your card was declined. Please check the details or use a different card.',
  fieldErrors: { paymentToken: 'Your card was declined. Please check the details or use a different card.' },
};
const approved = {
  paymentId: 'pay_abcdefghij0123456789',
  status: 'APPROVED',
  amountCents: 150_000,
  brand: 'Visa',
  last4: '4242',
  reference: 'sbx_1',
  declineMessage: null,
  paidBy: 'Jordan Morales',
  createdAt: '2026-11-23T10:00:00.000Z',
  balanceAfterCents: 649_500,
};

jest.setTimeout(30_000);

const PROVIDER = { provider: 'sandbox', origin: 'http://sandbox.test', publishableKey: null };

/**
 * The sandbox's card frame, played by the test: what our page posts to it (exactly its origin), and its
 * answers, as messages from that frame's window and origin. `tokens`: what each "tokenize" answers.
 */
async function cardFrame(tokens: string[]) {
  const frame = (await screen.findByTitle('Card details', undefined, { timeout: 8_000 })) as HTMLIFrameElement;
  expect(frame.src).toBe(`http://sandbox.test/fields?parent=${encodeURIComponent(window.location.origin)}`);
  const posted: { message: { type: string }; origin: string }[] = [];
  const answer = (data: unknown, origin = PROVIDER.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'keepsake-sandbox', ...(data as object) }, origin, source: frame.contentWindow }));
  jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((message: { type: string }, origin: string) => {
    posted.push({ message, origin });
    if (message.type === 'tokenize') setTimeout(() => answer({ type: 'token', token: tokens.shift() }), 0);
  }) as typeof window.postMessage);
  return { posted, answer };
}

it('a declined card says why, asks the frame to clear the number, and the next try is a new charge with a new token', async () => {
  const charges: { amountCents: number; idempotencyKey: string; paymentToken: string }[] = [];
  const answers = [
    { status: 402, body: declined },
    { status: 201, body: approved },
  ];
  servePortal((method, url, body) => {
    const path = url.pathname;
    if (path.endsWith('/statement')) return { body: statement };
    if (path.endsWith('/payments/provider')) return { body: PROVIDER };
    if (path.endsWith(`/payments/${approved.paymentId}`)) return { body: approved };
    if (path.endsWith('/payments/connect')) return { body: { provider: 'sandbox', accountId: 'acct_x', connected: true } };
    if (path.endsWith('/payments') && method === 'POST') {
      charges.push(body as (typeof charges)[number]);
      return answers.shift()!;
    }
    return undefined;
  });
  renderPortal(`${casePath}/statement/payment`);
  const amount = await screen.findByLabelText(/Amount to pay/, undefined, { timeout: 8_000 });
  expect(amount).toHaveValue('7995.00');
  await userEvent.clear(amount);
  await userEvent.type(amount, '1500');
  const frame = await cardFrame(['tok_firstfirstfirst', 'tok_secondsecondsec']);
  // A message from any other origin is not the provider's: ignored.
  frame.answer({ type: 'token', token: 'tok_forgedforgedforg' }, 'http://evil.test');
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

  expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('Your card was declined');
  expect(frame.posted.map((entry) => entry.message.type)).toEqual(['tokenize', 'clear-number']);
  expect(frame.posted.every((entry) => entry.origin === 'http://sandbox.test')).toBe(true);
  expect(screen.getByLabelText(/Amount to pay/)).toHaveValue('1500');

  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${casePath}/statement/payment/pay_abcdefghij0123456789`), { timeout: 8_000 });
  expect(charges.map((charge) => [charge.amountCents, charge.paymentToken])).toEqual([
    [150_000, 'tok_firstfirstfirst'],
    [150_000, 'tok_secondsecondsec'],
  ]);
  expect(charges[0]!.idempotencyKey).not.toBe(charges[1]!.idempotencyKey);
  // The card never passed through our page: no body we sent has a card field.
  expect(JSON.stringify(charges)).not.toMatch(/card/i);
});

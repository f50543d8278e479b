import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@keepsake/shared/contract';
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
  fieldErrors: { 'card.cardNumber': 'Your card was declined. Please check the details or use a different card.' },
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

it('a declined card says why, keeps all but the card number, and the next try is a new charge', async () => {
  const charges: { amountCents: number; idempotencyKey: string; card: { cardNumber: string } }[] = [];
  const answers = [
    { status: 402, body: declined },
    { status: 201, body: approved },
  ];
  servePortal((method, url, body) => {
    const path = url.pathname;
    if (path.endsWith('/statement')) return { body: statement };
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
  await userEvent.type(screen.getByLabelText(/Name on card/), 'Jordan Morales');
  await userEvent.type(screen.getByLabelText(/Card number/), '4000000000000002');
  await userEvent.type(screen.getByLabelText(/Expiry/), '1239');
  await userEvent.type(screen.getByLabelText(/Security code/), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

  expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('Your card was declined');
  expect(screen.getByLabelText(/Card number/)).toHaveValue('');
  expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Name on card/)).toHaveValue('Jordan Morales');
  expect(screen.getByLabelText(/Amount to pay/)).toHaveValue('1500');

  await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424242');
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${casePath}/statement/payment/pay_abcdefghij0123456789`), { timeout: 8_000 });
  expect(charges.map((charge) => charge.amountCents)).toEqual([150_000, 150_000]);
  expect(charges[0]!.idempotencyKey).not.toBe(charges[1]!.idempotencyKey);
});

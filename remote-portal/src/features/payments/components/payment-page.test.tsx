import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import type { CaseDetail, Statement } from '@keepsake/shared/contract';
import { QueryProvider, queryClient } from '@keepsake/shared/query';
import { ThemeProvider } from '@keepsake/shared/theme';
import { paymentRoutes } from '../payment-routes';

const caseDetail: CaseDetail = {
  id: 7,
  nameSlug: 'rosa',
  locationId: null,
  fullName: 'Rosa Inés Morales',
  birthDate: null,
  deathDate: null,
  portraitUrl: null,
  portraitAlt: '',
  location: null,
  access: 'PRIMARY',
  waitingForMe: 0,
  events: [],
};
const casePath = '/family-portal/7/rosa';
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

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

jest.setTimeout(30_000);
afterEach(() => queryClient.clear());

it('a declined card says why, keeps all but the card number, and the next try is a new charge', async () => {
  const charges: { amountCents: number; idempotencyKey: string; card: { cardNumber: string } }[] = [];
  const answers = [
    { status: 402, body: declined },
    { status: 201, body: approved },
  ];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    let answer: { status: number; body: unknown } = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
    if (path.endsWith('/statement')) answer = { status: 200, body: statement };
    else if (path.endsWith('/payments/connect')) answer = { status: 200, body: { provider: 'sandbox', accountId: 'acct_x', connected: true } };
    else if (path.endsWith('/payments') && init?.method === 'POST') {
      charges.push(JSON.parse(String(init.body)));
      answer = answers.shift()!;
    }
    return {
      ok: answer.status < 300,
      status: answer.status,
      headers: { get: () => null },
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response;
  }) as typeof fetch;

  render(
    <Provider store={createStore()}>
      <ThemeProvider>
        <QueryProvider>
          <MemoryRouter initialEntries={[`${casePath}/statement/payment`]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <Routes>
              <Route path={casePath} element={<Outlet context={{ caseDetail, casePath }} />}>
                {paymentRoutes()}
              </Route>
            </Routes>
            <Where />
          </MemoryRouter>
        </QueryProvider>
      </ThemeProvider>
    </Provider>,
  );
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

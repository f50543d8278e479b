import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@keepsake/shared/contract/obituary';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi } from '../../../testing/studio-api';

const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };
const ORDER: StaffOrder = {
  id: 'ord_aaaaaaaaaaaaaaaaaaaa',
  createdAt: '2026-11-20T15:00:00.000Z',
  status: 'NEW',
  obituary: { id: 1, fullName: 'Eleanor Hartwell', caseId: null },
  productName: 'Spring garden basket',
  variantName: 'Deluxe',
  quantity: 1,
  totalCents: 12_500,
  refundedCents: 0,
  delivery: {
    method: 'ADDRESS',
    eventTitle: null,
    eventStartsAt: null,
    placeName: null,
    recipientName: 'The Hartwell family',
    address: '12 Elm Street, Alder Falls, VT 05901',
  },
  cardMessage: 'With love',
  cardSignature: 'The Carvers',
  purchaserName: 'Linda Carver',
  purchaserEmail: 'linda@example.com',
  purchaserPhone: '(555) 123-4567',
  refunds: [],
};

describe('the orders desk', () => {
  beforeEach(() => queryClient.clear());

  it('shows an order with its obituary and delivery, moves it on and refunds part after a confirmation with the reason', async () => {
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/orders') return { body: { items: [ORDER] } };
      if (method === 'POST' && path.endsWith('/status')) return { body: { ...ORDER, status: 'SENT' } };
      if (method === 'POST' && path.endsWith('/refund')) {
        return { body: { ...ORDER, refundedCents: (body as { amountCents: number }).amountCents } };
      }
      return undefined;
    });
    renderStudioAt('/studio/orders', { user: STAFF });
    expect(await screen.findByRole('heading', { name: /Spring garden basket \(Deluxe\) · in memory of Eleanor Hartwell/ })).toBeInTheDocument();
    expect(screen.getByText(/To The Hartwell family, 12 Elm Street/)).toBeInTheDocument();
    // An obituary without a case: the order links to its record in the studio's Obituaries (issue 36 §4).
    expect(screen.getByRole('link', { name: 'The obituary of Eleanor Hartwell' })).toHaveAttribute('href', '/studio/obituaries/1');

    await userEvent.click(screen.getByRole('button', { name: 'Mark sent to florist' }));
    expect(calls.find((call) => call.path.endsWith('/status'))?.body).toEqual({ status: 'SENT' });

    await userEvent.click(screen.getByText('Refund', { selector: 'summary' }));
    const amount = screen.getByLabelText(/^Amount to refund/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(await screen.findByText('At most $125.00 of this order can be refunded')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.50');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'The lilies arrived wilted');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    // Nothing is sent before the confirmation, which names the amount and the reason the customer will read.
    expect(calls.some((call) => call.path.endsWith('/refund'))).toBe(false);
    const question = screen.getByRole('alert');
    expect(question).toHaveTextContent(`Refund $25.50 of order ${ORDER.id}? It goes back to the card it was paid with.`);
    expect(question).toHaveTextContent(`${ORDER.purchaserName} will read the reason: “The lilies arrived wilted”`);
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund $25.50' }));
    await screen.findByText('Refunded');
    const refunds = calls
      .filter((call) => call.path.endsWith('/refund'))
      .map((call) => call.body as { amountCents: number; idempotencyKey: string; reason: string });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.reason).toBe('The lilies arrived wilted');
    expect(refunds.at(-1)?.amountCents).toBe(2_550);
    expect(refunds.at(-1)?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  // Issue 37 point 8: refunds are a manager's; the API refuses a member of staff, and the desk does not offer it.
  it('offers no refund to a member of staff who is not a manager', async () => {
    serveApi((method, path) => (method === 'GET' && path === '/api/staff/orders' ? { body: { items: [ORDER] } } : undefined), { role: 'STAFF' });
    renderStudioAt('/studio/orders', { user: STAFF });
    expect(await screen.findByRole('button', { name: 'Mark sent to florist' })).toBeInTheDocument();
    expect(screen.queryByText('Refund', { selector: 'summary' })).toBeNull();
  });
});

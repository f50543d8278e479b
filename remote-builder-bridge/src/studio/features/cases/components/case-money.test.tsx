import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasePayment, CasePaymentList } from '@keepsake/shared/contract/payment';
import type { Contract } from '@keepsake/shared/contract/arrangement';
import type { DeskCaseOverview } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';
import { DESK_CASE } from '../../../testing/desk-case';

// Issue 25a point 1: the money panel of the staff case page, against a fake API that keeps the balance.
const CONTEXT = { company: { name: 'Harborview' }, locations: [] } as unknown as RenderContext;
const CARD: CasePayment = {
  paymentId: 'pay_aaaaaaaaaaaaaaaaaaaa',
  status: 'APPROVED',
  amountCents: 100_000,
  brand: 'Visa',
  last4: '4242',
  reference: 'ch_1',
  declineMessage: null,
  paidBy: 'Jordan Morales',
  createdAt: '2026-11-21T15:00:00.000Z',
  balanceAfterCents: 400_000,
  method: 'CARD',
  refundedCents: 0,
};
const CONTRACT: Contract = {
  caseId: 8,
  status: 'SIGNED',
  purchaser: null,
  details: null,
  signature: { typedName: 'Jordan Morales', consentAt: '2026-11-21T14:00:00.000Z' },
  signedAt: '2026-11-21T14:00:00.000Z',
  templateRevisionId: 1,
  revision: 1,
  revisionOpenedAt: null,
  signerUserId: null,
  signing: null,
  countersignature: null,
  binding: false,
};
const TOTAL = 500_000;
const fieldError = (message: string, fieldErrors: Record<string, string>) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message, fieldErrors },
});

// A small fake of the case's money: payments recorded once per idempotency key, refunds up to what is left.
function fakeMoney({ contract = CONTRACT }: { contract?: Contract } = {}) {
  let payments: CasePayment[] = [CARD];
  let current = contract;
  const list = (): CasePaymentList => {
    const paid = payments.reduce((sum, payment) => sum + payment.amountCents - (payment.refundedCents ?? 0), 0);
    return { items: payments, totalCents: TOTAL, paidCents: paid, balanceCents: TOTAL - paid };
  };
  const keys = new Map<string, CasePayment>();
  const calls = serveApi((method, path, body) => {
    if (path === '/api/staff/cases/8') return { body: DESK_CASE };
    if (path === '/api/staff/cases/8/obituary') return { body: { textStatus: 'DRAFT', published: false, publicPath: null } };
    if (path === '/api/staff/cases/8/events') return { body: { timeZone: 'America/Chicago', events: [] } };
    if (path === '/api/family/cases/8/payments') return { body: list() };
    if (path === '/api/staff/cases/8/overview') {
      const { totalCents, paidCents, balanceCents } = list();
      const overview: DeskCaseOverview = {
        portalPath: '/family-portal/8/walter-hughes',
        arrangement: { state: 'SIGNED', revision: 1, countersigned: false },
        balance: { totalCents, paidCents, dueCents: balanceCents },
        obituary: { textStatus: 'NONE', revision: 0, approver: null, published: false, publicPath: null },
        wall: null,
        photos: { count: 0 },
      };
      return { body: overview };
    }
    if (path === '/api/family/arrangements/8/contract') return { body: current };
    if (method === 'POST' && path === '/api/family/cases/8/payments/offline') {
      const input = body as { method: 'CASH' | 'CHECK'; amountCents: number; reference?: string; idempotencyKey: string };
      if (input.amountCents > list().balanceCents) return fieldError('Too much', { amountCents: `The balance due is $${list().balanceCents / 100}.` });
      const known = keys.get(input.idempotencyKey);
      if (known) return { status: 201, body: known };
      const payment: CasePayment = {
        ...CARD,
        paymentId: `pay_${String(payments.length).padStart(20, 'b')}`,
        amountCents: input.amountCents,
        method: input.method,
        reference: input.reference ?? null,
        brand: null,
        last4: null,
        paidBy: 'Recorded by Dana Staff',
      };
      keys.set(input.idempotencyKey, payment);
      payments = [...payments, payment];
      return { status: 201, body: payment };
    }
    const refund = /^\/api\/family\/cases\/8\/payments\/(pay_\w+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const { amountCents } = body as { amountCents: number };
      const payment = payments.find((entry) => entry.paymentId === refund[1])!;
      const left = payment.amountCents - (payment.refundedCents ?? 0);
      if (amountCents > left) return fieldError('Too much', { amountCents: `At most $${left / 100} of this payment can be refunded.` });
      const updated = { ...payment, refundedCents: (payment.refundedCents ?? 0) + amountCents };
      payments = payments.map((entry) => (entry.paymentId === payment.paymentId ? updated : entry));
      return { body: updated };
    }
    if (method === 'POST' && path === '/api/family/arrangements/8/contract/countersign') {
      const input = body as { name: string; licenceNumber: string };
      if (input.licenceNumber === 'bad') return fieldError('Check it', { licenceNumber: 'Please check the licence number' });
      current = { ...current, countersignature: { ...input, userId: 's1', signedAt: '2026-11-22T10:00:00.000Z' }, binding: true };
      return { body: current };
    }
    return undefined;
  });
  return calls;
}

const renderCase = () => renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });

const panel = async () => (await screen.findByRole('heading', { name: 'Payments' })).closest('section')!;
const balance = () => screen.getByTestId('case-balance');

describe('the money panel of a case at the desk', () => {
  beforeEach(() => queryClient.clear());

  it('lists the payments with the balance and records a check once, however often it is clicked', async () => {
    const calls = fakeMoney();
    renderCase();
    const section = await panel();
    expect(await within(section).findByRole('cell', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$4,000.00');

    // A check needs its number: the form says so and sends nothing.
    await userEvent.type(within(section).getByLabelText(/^Amount in dollars/), '250');
    await userEvent.click(within(section).getByRole('button', { name: 'Record payment' }));
    expect(await within(section).findByText('Please enter the check number')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/offline'))).toBe(false);

    // More than the balance: the API's message beside the amount, what was typed kept.
    await userEvent.clear(within(section).getByLabelText(/^Amount in dollars/));
    await userEvent.type(within(section).getByLabelText(/^Amount in dollars/), '9000');
    await userEvent.type(within(section).getByLabelText(/^Check number/), '1042');
    await userEvent.click(within(section).getByRole('button', { name: 'Record payment' }));
    expect(await within(section).findByText('The balance due is $4000.')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Check number/)).toHaveValue('1042');

    await userEvent.clear(within(section).getByLabelText(/^Amount in dollars/));
    await userEvent.type(within(section).getByLabelText(/^Amount in dollars/), '250.50');
    await userEvent.dblClick(within(section).getByRole('button', { name: 'Record payment' }));
    expect(await within(section).findByRole('cell', { name: 'Check 1042' })).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$3,749.50');
    // Issue 36 §4: "where the case stands" follows without a reload (the write names the case it changed).
    expect(await screen.findByText('Total $5,000.00 · Paid $1,250.50 · Due $3,749.50')).toBeInTheDocument();
    const sent = calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/offline') && (call.body as { amountCents: number }).amountCents === 25_050,
    );
    expect(sent.length).toBeGreaterThanOrEqual(1);
    // Every send of this payment carried one key: the API records it once.
    expect(new Set(sent.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    expect(within(section).getAllByRole('cell', { name: 'Check 1042' })).toHaveLength(1);
  });

  it('refunds part of a payment after a confirmation, never more than is left', async () => {
    const calls = fakeMoney();
    renderCase();
    const section = await panel();
    await userEvent.click(await within(section).findByRole('button', { name: 'Refund Visa •••• 4242 of $1,000.00' }));
    const amount = within(section).getByLabelText(/^Amount to refund/);
    expect(amount).toHaveValue('1000.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(section).getByRole('button', { name: 'Refund…' }));
    expect(await within(section).findByText('At most $1,000.00 of this payment can be refunded')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.type(within(section).getByLabelText(/^Reason/), 'Paid twice by mistake');
    await userEvent.click(within(section).getByRole('button', { name: 'Refund…' }));
    // Nothing is sent before the confirmation.
    expect(calls.some((call) => call.path.endsWith('/refund'))).toBe(false);
    expect(within(section).getByText(/Refund \$300\.00 of Visa •••• 4242\? It goes back to the card\./)).toBeInTheDocument();
    expect(within(section).getByText('The family will read the reason: “Paid twice by mistake”')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Yes, refund $300.00' }));
    expect(await within(section).findByRole('cell', { name: '$300.00' })).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$4,300.00');
    expect(calls.find((call) => call.path.endsWith('/refund'))?.body).toMatchObject({ amountCents: 30_000, reason: 'Paid twice by mistake' });
  });

  it('countersigns a contract the family signed; the API’s field message shows, the typing stays', async () => {
    fakeMoney();
    renderCase();
    const section = await panel();
    await userEvent.type(await within(section).findByLabelText(/^Representative’s name/), 'Dana Staff');
    await userEvent.type(within(section).getByLabelText(/^Licence number/), 'bad');
    await userEvent.click(within(section).getByRole('button', { name: 'Countersign the contract' }));
    expect(await within(section).findByText('Please check the licence number')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Representative’s name/)).toHaveValue('Dana Staff');
    await userEvent.clear(within(section).getByLabelText(/^Licence number/));
    await userEvent.type(within(section).getByLabelText(/^Licence number/), 'FD-4471');
    await userEvent.click(within(section).getByRole('button', { name: 'Countersign the contract' }));
    expect(await within(section).findByText(/Countersigned by Dana Staff \(licence FD-4471\)/)).toBeInTheDocument();
  });

  it('waits for the family’s signature before offering to countersign', async () => {
    fakeMoney({ contract: { ...CONTRACT, status: 'OPEN', signature: null, signedAt: null } });
    renderCase();
    const section = await panel();
    expect(await within(section).findByText(/The family has not signed the contract yet/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Countersign the contract' })).toBeNull();
  });
});

import type { Payer } from '../case-core/money-events';
import type { PaymentRow } from './payment-shape';

// What a case payment's money event (case-core/money-events.ts) needs of its row, in one place for the
// card, cash, check and refund paths alike.
export const paid = (row: PaymentRow) => ({
  amountCents: row.amountCents,
  method: row.method,
  reference: row.reference,
  balanceAfterCents: row.balanceAfterCents,
});

// A card was paid by a family account in the portal; cash and checks by the contract's purchaser.
export const payerOf = (row: PaymentRow): Payer => (row.provider === 'offline' ? 'PURCHASER' : { userId: row.paidBy });

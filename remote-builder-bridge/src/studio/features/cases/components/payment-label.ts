import type { CasePayment } from '@keepsake/shared/contract/payment';

// "Visa •••• 4242", "Check 1042", "Cash": how staff recognise a payment on the bank statement or in the drawer.
export const paymentLabel = (payment: CasePayment) =>
  payment.method === 'CASH'
    ? 'Cash'
    : payment.method === 'CHECK'
      ? `Check ${payment.reference ?? ''}`.trim()
      : `${payment.brand ?? 'Card'}${payment.last4 ? ` •••• ${payment.last4}` : ''}`;

import { Route } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from '../../components/page-boundary';

// Their code (the card form) comes when they are opened, not on the case page's first load.
const PaymentPage = lazyNamed(() => import('./components/payment-page'), 'PaymentPage', PAGE_BOUNDARY);
const ReceiptPage = lazyNamed(() => import('./components/receipt-page'), 'ReceiptPage', PAGE_BOUNDARY);

/** Mounted inside a case (SPEC §2 case sub-page "statement/payment"), with a receipt per payment. */
export function paymentRoutes() {
  return [
    <Route key="payment" path="statement/payment" element={<PaymentPage />} />,
    <Route key="receipt" path="statement/payment/:paymentId" element={<ReceiptPage />} />,
  ];
}

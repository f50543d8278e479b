import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';

// Their code (the card form) comes when they are opened, not on the case page's first load.
const PaymentPage = lazyPage(async () => (await import('./components/payment-page')).PaymentPage);
const ReceiptPage = lazyPage(async () => (await import('./components/receipt-page')).ReceiptPage);

/** Mounted inside a case (SPEC §2 case sub-page "statement/payment"), with a receipt per payment. */
export function paymentRoutes() {
  return [
    <Route key="payment" path="statement/payment" element={<PaymentPage />} />,
    <Route key="receipt" path="statement/payment/:paymentId" element={<ReceiptPage />} />,
  ];
}

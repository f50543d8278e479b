import { Route } from 'react-router-dom';
import { PaymentPage } from './components/payment-page';
import { ReceiptPage } from './components/receipt-page';

/** Mounted inside a case (SPEC §2 case sub-page "statement/payment"), with a receipt per payment. */
export function paymentRoutes() {
  return [
    <Route key="payment" path="statement/payment" element={<PaymentPage />} />,
    <Route key="receipt" path="statement/payment/:paymentId" element={<ReceiptPage />} />,
  ];
}

import { useEffect } from 'react';
import { isPaymentPage } from '@keepsake/shared/rules';

/**
 * The shell's server allows the provider's frames and scripts only in a payment page's own document
 * (Content-Security-Policy, ADR 100). A payment page reached by a link inside the app runs in the document of
 * the page it started on, whose policy refuses the provider: it is loaded afresh once, as itself.
 */
export function usePaymentDocument(): void {
  useEffect(() => {
    const [entry] = performance.getEntriesByType?.('navigation') ?? [];
    if (!entry || !isPaymentPage(window.location.pathname)) return;
    if (!isPaymentPage(new URL(entry.name).pathname)) window.location.reload();
  }, []);
}

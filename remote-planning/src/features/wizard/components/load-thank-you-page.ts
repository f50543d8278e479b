// The thank-you page is shown once, after the plan is sent: its code (and the printable summary) is not on the
// start page (ADR 122). The review page starts fetching it as the plan is submitted, so it is there on arrival.
export const loadThankYouPage = () => import('./thank-you-page');

export function preloadThankYouPage(): void {
  void loadThankYouPage().catch(() => undefined);
}

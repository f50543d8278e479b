// The port every card payment provider implements (ADR 100). Card data is typed only into the provider's
// own hosted fields, on the provider's origin; our pages get a one-time token and our API sees only that
// token, the amount and an idempotency key (PCI DSS SAQ-A). No type of ours has a card number in it.

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

export interface PaymentRequest {
  amountCents: number;
  currency: 'USD';
  // The hosted fields' one-time token (sandbox `tok_…`, Stripe `pm_…`).
  token: string;
  // Shown on the provider's side, e.g. "Flowers for Eleanor Hartwell".
  description: string;
  // The same key always means the same payment: a provider answers a repeated key with the first
  // result and never charges twice (a retry after a lost answer is safe).
  idempotencyKey: string;
}

export interface RefundRequest {
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

/** What the browser must do before the provider can finish: the sandbox's challenge page, or Stripe.js's handleNextAction. */
export type NextAction = { kind: 'challenge'; url: string } | { kind: 'stripe'; clientSecret: string };

interface OutcomeBase {
  // The provider's id of this payment: how its webhooks and reports name it.
  reference: string;
  amountCents: number;
  brand: string | null;
  last4: string | null;
  // The provider's fee, when it reports one (the sandbox always does; Stripe once the charge settles).
  feeCents: number | null;
}

export type PaymentOutcome = OutcomeBase &
  ({ status: 'succeeded' } | { status: 'processing' } | { status: 'requires_action'; nextAction: NextAction } | { status: 'declined'; reason: DeclineReason });

/** A webhook after its signature was checked: the payment as the provider now sees it. */
export interface ProviderEvent {
  id: string;
  createdAt: number;
  payment: PaymentOutcome | null;
}

/** What the payment pages need to draw the provider's fields (GET /api/web/payments/provider). */
export interface BrowserPaymentConfig {
  provider: 'sandbox' | 'stripe';
  // The one origin the pages frame and load scripts from (the Content-Security-Policy names exactly it).
  origin: string;
  publishableKey: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  // The header its webhooks carry their signature in.
  readonly signatureHeader: string;
  browser(): BrowserPaymentConfig;
  createPayment(request: PaymentRequest): Promise<PaymentOutcome>;
  // The payment as the provider sees it now: a confirmation after the browser's step, and the reconciliation job.
  retrievePayment(reference: string): Promise<PaymentOutcome>;
  // Gives back a succeeded payment, whole or in part. Idempotent by key.
  refund(request: RefundRequest): Promise<void>;
  // Checks the signature (and its age) of a webhook's raw body; throws WebhookSignatureError otherwise.
  verifyWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

// What a visitor reads when the provider says no. Never the provider's raw text.
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined. Please check the details or use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  authentication_failed: 'Your bank did not confirm this payment. Please try again or use a different card.',
};

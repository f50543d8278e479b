// What the shop needs from a card payment provider. The embedded default is the sandbox; a real
// provider (tokenizing cards in its own hosted field) plugs in behind the same interface.
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  card: CardDetails;
  // Shown on the provider's side, e.g. "Flowers for Eleanor Hartwell".
  description: string;
  // The same key always means the same charge: a provider answers a repeated key with the first
  // result and never charges twice (a retry after a lost answer is safe).
  idempotencyKey: string;
}

export interface RefundRequest {
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds';

export type ChargeResult =
  | { status: 'approved'; reference: string; brand: string; last4: string }
  | { status: 'declined'; reason: DeclineReason; brand: string; last4: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  // Gives back an approved charge in full (a void when it has not settled yet). Idempotent by key.
  refund(request: RefundRequest): Promise<void>;
}

// What a visitor reads when the provider says no. Never the provider's raw text.
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined. Please check the details or use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
};

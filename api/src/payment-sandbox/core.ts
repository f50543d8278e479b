import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand } from '../lib/card-brand';

// The sandbox payment provider's own books (ADR 100): what a real processor keeps on its side. It runs as
// its own origin (server.ts); our API only ever talks to it over HTTP with a token, like to Stripe. Kept in
// this process's memory: it is a sandbox, and a restart forgets its tokens as a test account would be reset.

/** The sandbox's test cards (documented in docs/decisions/100-hosted-card-payments.md and the README). */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  // Asks for the 3-D Secure challenge; the payment succeeds only if the challenge is confirmed.
  threeDSecure: '4000002760003184',
  // Stays "processing" and sends no webhook (a lost one): only asking the provider settles it (the reconciliation job).
  processing: '4000000000000077',
} as const;

/** Reusable test tokens, named as Stripe names its own (API tests skip the hosted fields with them). */
export const SANDBOX_TEST_TOKENS: Record<string, string> = {
  tok_visa: SANDBOX_CARDS.approve,
  tok_chargeDeclined: SANDBOX_CARDS.decline,
  tok_chargeDeclinedInsufficientFunds: SANDBOX_CARDS.insufficientFunds,
  tok_threeDSecureRequired: SANDBOX_CARDS.threeDSecure,
  tok_processing: SANDBOX_CARDS.processing,
};

// SPEC §5's messages, as the hosted fields show them.
export const FIELD_MESSAGES = { required: 'This field is required', format: 'Please enter a valid format', expired: 'This card has expired' } as const;

export type SandboxStatus = 'succeeded' | 'processing' | 'requires_action' | 'declined';

export interface SandboxPayment {
  id: string;
  status: SandboxStatus;
  amountCents: number;
  currency: 'USD';
  description: string;
  brand: string;
  last4: string;
  feeCents: number;
  declineReason: 'card_declined' | 'insufficient_funds' | 'authentication_failed' | null;
  refundedCents: number;
  createdAt: number;
}

export interface SandboxEvent {
  id: string;
  type: 'payment.updated';
  created: number;
  data: SandboxPayment;
}

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// Letters only: an id never looks like a card number to the API's guard (plugins/card-number-guard.ts).
const id = (prefix: string) => `${prefix}_${[...randomBytes(20)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

// The sandbox's fee, as a processor's usual: 2.9% + 30¢, in whole cents.
export const sandboxFee = (amountCents: number) => Math.round(amountCents * 0.029) + 30;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardInput {
  name?: unknown;
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
}

/** The hosted fields' rules, on the sandbox's server too: what no processor would accept gets the field's message. */
export function checkCard(input: CardInput, now = new Date()): { errors: Record<string, string> } | { number: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: Record<string, string> = {};
  const name = text(input.name);
  const number = text(input.number).replace(/[\s-]/g, '');
  const expiry = text(input.expiry);
  const cvc = text(input.cvc);
  if (!name) errors.name = FIELD_MESSAGES.required;
  else if (name.length > 80) errors.name = 'Cannot exceed 80 characters';
  if (!number) errors.number = FIELD_MESSAGES.required;
  else if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) errors.number = FIELD_MESSAGES.format;
  if (!expiry) errors.expiry = FIELD_MESSAGES.required;
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) errors.expiry = FIELD_MESSAGES.format;
  else {
    const [month, year] = expiry.split('/').map(Number) as [number, number];
    const expYear = 2000 + year;
    if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors.expiry = FIELD_MESSAGES.expired;
  }
  if (!cvc) errors.cvc = FIELD_MESSAGES.required;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = FIELD_MESSAGES.format;
  return Object.keys(errors).length > 0 ? { errors } : { number };
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** True when `header` signs `body` with `secret` and is at most `toleranceSeconds` old (a replayed old delivery fails). */
export function sandboxSignatureValid(secret: string, body: string, header: string | undefined, toleranceSeconds = 300, now = Date.now()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// What the sandbox keeps, for tests to read: each payment by its idempotency key, and the refunds.
export interface SandboxLedger {
  charges: Map<string, { paymentId: string; amountCents: number }>;
  refunded: Set<string>;
  refunds: Map<string, { reference: string; amountCents: number }>;
}

export interface SandboxCore {
  ledger: SandboxLedger;
  tokenize(input: CardInput): { token: string; brand: string; last4: string };
  createPayment(input: { token: string; amountCents: number; description: string; idempotencyKey: string }): SandboxPayment;
  getPayment(paymentId: string): SandboxPayment;
  completeChallenge(paymentId: string, confirmed: boolean): SandboxPayment;
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): { id: string; amountCents: number; status: 'succeeded' };
}

/**
 * `onEvent` hears every change of a payment (server.ts signs and delivers it as a webhook). A processing
 * payment sends none: it settles the first time someone asks (the reconciliation job's case).
 */
export function createSandboxCore({
  challengeUrl,
  onEvent = () => undefined,
}: {
  challengeUrl: (paymentId: string) => string;
  onEvent?: (event: SandboxEvent) => void;
}) {
  const tokens = new Map<string, { number: string; expiresAt: number; used: boolean }>();
  const payments = new Map<string, SandboxPayment>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, { id: string; amountCents: number; status: 'succeeded' }>();
  const ledger: SandboxLedger = { charges: new Map(), refunded: new Set(), refunds: new Map() };
  const emit = (payment: SandboxPayment) => onEvent({ id: id('evt'), type: 'payment.updated', created: Math.floor(Date.now() / 1000), data: { ...payment } });

  const numberOf = (token: string): string => {
    const reusable = SANDBOX_TEST_TOKENS[token];
    if (reusable) return reusable;
    const entry = tokens.get(token);
    if (!entry || entry.expiresAt < Date.now()) throw new SandboxError(400, 'token_invalid', 'This card token is unknown or has expired.');
    if (entry.used) throw new SandboxError(400, 'token_used', 'This card token was already used.');
    entry.used = true;
    return entry.number;
  };

  const core: SandboxCore & { challengeUrl: typeof challengeUrl } = {
    challengeUrl,
    ledger,
    tokenize(input) {
      const checked = checkCard(input);
      if ('errors' in checked) throw Object.assign(new SandboxError(400, 'card_invalid', 'Please check the card details.'), { fields: checked.errors });
      const token = id('tok');
      tokens.set(token, { number: checked.number, expiresAt: Date.now() + 15 * 60_000, used: false });
      return { token, brand: cardBrand(checked.number), last4: checked.number.slice(-4) };
    },
    createPayment({ token, amountCents, description, idempotencyKey }) {
      const earlier = byKey.get(idempotencyKey);
      if (earlier) return { ...payments.get(earlier)! };
      if (!Number.isInteger(amountCents) || amountCents < 50) throw new SandboxError(400, 'amount_invalid', 'The amount must be at least 50 cents.');
      const number = numberOf(token);
      const payment: SandboxPayment = {
        id: id('py'),
        status: 'succeeded',
        amountCents,
        currency: 'USD',
        description,
        brand: cardBrand(number),
        last4: number.slice(-4),
        feeCents: sandboxFee(amountCents),
        declineReason: null,
        refundedCents: 0,
        createdAt: Math.floor(Date.now() / 1000),
      };
      if (number === SANDBOX_CARDS.decline) Object.assign(payment, { status: 'declined', declineReason: 'card_declined', feeCents: 0 });
      if (number === SANDBOX_CARDS.insufficientFunds) Object.assign(payment, { status: 'declined', declineReason: 'insufficient_funds', feeCents: 0 });
      if (number === SANDBOX_CARDS.threeDSecure) payment.status = 'requires_action';
      if (number === SANDBOX_CARDS.processing) payment.status = 'processing';
      payments.set(payment.id, payment);
      byKey.set(idempotencyKey, payment.id);
      ledger.charges.set(idempotencyKey, { paymentId: payment.id, amountCents });
      if (payment.status !== 'processing') emit(payment);
      return { ...payment };
    },
    getPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new SandboxError(404, 'not_found', 'No such payment.');
      if (payment.status === 'processing') {
        payment.status = 'succeeded';
        emit(payment);
      }
      return { ...payment };
    },
    completeChallenge(paymentId, confirmed) {
      const payment = payments.get(paymentId);
      if (!payment) throw new SandboxError(404, 'not_found', 'No such payment.');
      if (payment.status !== 'requires_action') return { ...payment };
      Object.assign(payment, confirmed ? { status: 'succeeded' } : { status: 'declined', declineReason: 'authentication_failed', feeCents: 0 });
      emit(payment);
      return { ...payment };
    },
    refund({ paymentId, amountCents, idempotencyKey }) {
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return earlier;
      const payment = payments.get(paymentId);
      if (!payment) throw new SandboxError(404, 'not_found', 'No such payment.');
      if (payment.status !== 'succeeded') throw new SandboxError(400, 'not_refundable', 'Only a succeeded payment can be refunded.');
      if (amountCents < 1 || payment.refundedCents + amountCents > payment.amountCents)
        throw new SandboxError(400, 'amount_invalid', 'The refund exceeds the payment.');
      payment.refundedCents += amountCents;
      const refund = { id: id('re'), amountCents, status: 'succeeded' as const };
      refunds.set(idempotencyKey, refund);
      ledger.refunded.add(paymentId);
      ledger.refunds.set(idempotencyKey, { reference: paymentId, amountCents });
      emit(payment);
      return refund;
    },
  };
  return core;
}

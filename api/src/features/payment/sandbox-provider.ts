import { WebhookSignatureError, type NextAction, type PaymentOutcome, type PaymentProvider, type ProviderEvent } from '../../lib/payment-provider';
import {
  createSandboxCore,
  sandboxSignatureValid,
  signSandboxPayload,
  SandboxError,
  type SandboxEvent,
  type SandboxLedger,
  type SandboxPayment,
} from '../../payment-sandbox/core';

export { SANDBOX_CARDS, SANDBOX_TEST_TOKENS } from '../../payment-sandbox/core';
export const SANDBOX_SIGNATURE_HEADER = 'keepsake-sandbox-signature';

/** The sandbox's payment object in the port's terms. */
export function outcomeOf(payment: SandboxPayment, challengeUrl: (paymentId: string) => string): PaymentOutcome {
  const base = { reference: payment.id, amountCents: payment.amountCents, brand: payment.brand, last4: payment.last4, feeCents: payment.feeCents };
  if (payment.status === 'requires_action') {
    const nextAction: NextAction = { kind: 'challenge', url: challengeUrl(payment.id) };
    return { ...base, status: 'requires_action', nextAction };
  }
  if (payment.status === 'declined') return { ...base, status: 'declined', reason: payment.declineReason ?? 'card_declined' };
  return { ...base, status: payment.status };
}

function verify(secret: string, challengeUrl: (paymentId: string) => string, rawBody: string, signature: string | undefined): ProviderEvent {
  if (!sandboxSignatureValid(secret, rawBody, signature)) throw new WebhookSignatureError('The webhook signature does not match.');
  const event = JSON.parse(rawBody) as SandboxEvent;
  return { id: event.id, createdAt: event.created, payment: event.type === 'payment.updated' ? outcomeOf(event.data, challengeUrl) : null };
}

export interface SandboxHttpOptions {
  // Where the API reaches the sandbox (server to server), e.g. http://127.0.0.1:3015.
  url: string;
  // Where browsers reach it: the hosted fields' origin (the CSP names exactly this).
  publicOrigin: string;
  secretKey: string;
  webhookSecret: string;
}

/** The sandbox as our API meets it in `npm start` and production-like setups: its own origin, over HTTP, like Stripe. */
export function createSandboxHttpProvider({ url, publicOrigin, secretKey, webhookSecret }: SandboxHttpOptions): PaymentProvider {
  const challengeUrl = (paymentId: string) => `${publicOrigin}/challenge/${paymentId}`;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as T & { error?: { code: string; message: string } };
    if (!response.ok) throw new SandboxError(response.status, answer.error?.code ?? 'error', answer.error?.message ?? 'The sandbox refused the call.');
    return answer;
  };
  return {
    name: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    browser: () => ({ provider: 'sandbox', origin: publicOrigin, publishableKey: null }),
    async createPayment({ token, amountCents, description, idempotencyKey }) {
      return outcomeOf(await call<SandboxPayment>('POST', '/v1/payments', { token, amountCents, description }, idempotencyKey), challengeUrl);
    },
    async retrievePayment(reference) {
      return outcomeOf(await call<SandboxPayment>('GET', `/v1/payments/${encodeURIComponent(reference)}`), challengeUrl);
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      await call('POST', '/v1/refunds', { payment: reference, amountCents }, idempotencyKey);
    },
    verifyWebhook: (rawBody, signature) => verify(webhookSecret, challengeUrl, rawBody, signature),
  };
}

/**
 * The sandbox in this process (API tests, and an API started without PAYMENTS_SANDBOX_URL): the same books
 * (payment-sandbox/core.ts) without the HTTP hop. Its webhooks are handed to `deliver` signed, as the server signs them.
 */
export interface InProcessSandbox extends PaymentProvider {
  core: ReturnType<typeof createSandboxCore>;
  ledger: SandboxLedger;
  // Every webhook it sent, signed: tests replay, reorder and tamper with them.
  sent: { body: string; signature: string }[];
}

export function createSandboxPaymentProvider({
  publicOrigin = 'http://localhost:3015',
  webhookSecret = 'whsec_sandbox_in_process',
  deliver,
}: { publicOrigin?: string; webhookSecret?: string; deliver?: (body: string, signature: string) => void } = {}): InProcessSandbox {
  const challengeUrl = (paymentId: string) => `${publicOrigin}/challenge/${paymentId}`;
  const sent: { body: string; signature: string }[] = [];
  const core = createSandboxCore({
    challengeUrl,
    onEvent: (event) => {
      const body = JSON.stringify(event);
      const signature = signSandboxPayload(webhookSecret, body);
      sent.push({ body, signature });
      deliver?.(body, signature);
    },
  });
  return {
    name: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    core,
    ledger: core.ledger,
    sent,
    browser: () => ({ provider: 'sandbox', origin: publicOrigin, publishableKey: null }),
    async createPayment({ token, amountCents, description, idempotencyKey }) {
      return outcomeOf(core.createPayment({ token, amountCents, description, idempotencyKey }), challengeUrl);
    },
    async retrievePayment(reference) {
      return outcomeOf(core.getPayment(reference), challengeUrl);
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      core.refund({ paymentId: reference, amountCents, idempotencyKey });
    },
    verifyWebhook: (rawBody, signature) => verify(webhookSecret, challengeUrl, rawBody, signature),
  };
}

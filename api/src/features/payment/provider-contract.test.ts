import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError, type PaymentOutcome, type PaymentProvider } from '../../lib/payment-provider';
import { createSandboxServer } from '../../payment-sandbox/server';
import { signSandboxPayload, type SandboxPayment } from '../../payment-sandbox/core';
import { createStripeFixture, STRIPE_TEST_METHODS, type StripeFixture } from '../../testing/stripe-fixtures';
import { createSandboxHttpProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

// One contract, two providers (ADR 100): the sandbox as its own origin over HTTP (a real server on a free
// port), and the Stripe adapter running the official SDK over Stripe's own HttpClient hook with fixtures
// (testing/stripe-fixtures.ts; Stripe cannot be reached from here).

interface Harness {
  provider: PaymentProvider;
  tokens: { approve: string; decline: string; insufficientFunds: string; threeDSecure: string };
  // What the cardholder does in the provider's 3-D Secure page.
  authenticate(reference: string, confirmed: boolean): Promise<void>;
  // A webhook as the provider would sign it, about this payment's current state; `age` seconds old.
  signedEvent(reference: string, age?: number): Promise<{ body: string; signature: string }>;
  close(): Promise<void>;
}

const WEBHOOK_SECRET = 'whsec_contract_test_secret';

async function sandboxHarness(): Promise<Harness> {
  const secretKey = 'sk_sandbox_contract';
  let server: FastifyInstance | null = null;
  server = await createSandboxServer({ publicOrigin: 'http://localhost:0', secretKey, webhookSecret: WEBHOOK_SECRET, webhookUrl: null });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const provider = createSandboxHttpProvider({ url, publicOrigin: url, secretKey, webhookSecret: WEBHOOK_SECRET });
  return {
    provider,
    tokens: {
      approve: 'tok_visa',
      decline: 'tok_chargeDeclined',
      insufficientFunds: 'tok_chargeDeclinedInsufficientFunds',
      threeDSecure: 'tok_threeDSecureRequired',
    },
    async authenticate(reference, confirmed) {
      const response = await fetch(`${url}/challenge/${reference}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ confirmed }),
      });
      expect(response.ok).toBe(true);
    },
    async signedEvent(reference, age = 0) {
      const payment = (await (await fetch(`${url}/v1/payments/${reference}`, { headers: { authorization: `Bearer ${secretKey}` } })).json()) as SandboxPayment;
      const created = Math.floor(Date.now() / 1000) - age;
      const body = JSON.stringify({ id: `evt_${reference}_${age}`, type: 'payment.updated', created, data: payment });
      return { body, signature: signSandboxPayload(WEBHOOK_SECRET, body, created) };
    },
    close: async () => void (await server?.close()),
  };
}

function stripeHarness(): Harness & { fixture: StripeFixture } {
  const fixture = createStripeFixture();
  const provider = createStripeProvider({
    secretKey: 'sk_test_contract',
    publishableKey: 'pk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: fixture.httpClient,
  });
  const stripe = new Stripe('sk_test_contract');
  return {
    fixture,
    provider,
    tokens: STRIPE_TEST_METHODS,
    async authenticate(reference, confirmed) {
      fixture.authenticate(reference, confirmed);
    },
    async signedEvent(reference, age = 0) {
      const intent = fixture.intents.get(reference)!;
      const created = Math.floor(Date.now() / 1000) - age;
      const type = intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      const body = JSON.stringify({ id: `evt_${reference}_${age}`, object: 'event', type, created, data: { object: intent }, livemode: false });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: created }) };
    },
    close: async () => undefined,
  };
}

const request = (token: string, idempotencyKey: string, amountCents = 12_345) => ({
  token,
  idempotencyKey,
  amountCents,
  currency: 'USD' as const,
  description: 'Flowers',
});
let keys = 0;
const key = () => `contract-key-${Date.now()}-${(keys += 1)}`;

describe.each([
  ['the sandbox over HTTP', sandboxHarness],
  ['the Stripe adapter (SDK over fixtures)', async () => stripeHarness()],
])('the payment provider contract: %s', (_name, make) => {
  let h: Harness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  it('takes a token, not a card, and answers succeeded with the reference, brand, last four and fee', async () => {
    const outcome = await h.provider.createPayment(request(h.tokens.approve, key()));
    expect(outcome).toMatchObject({ status: 'succeeded', amountCents: 12_345, brand: 'Visa', last4: '4242' });
    expect(outcome.reference).toMatch(/^(py|pi)_/);
    expect(outcome.feeCents).toBe(Math.round(12_345 * 0.029) + 30);
    expect(await h.provider.retrievePayment(outcome.reference)).toMatchObject({ status: 'succeeded', reference: outcome.reference });
  });

  it('answers the same idempotency key with the first payment, never a second', async () => {
    const same = key();
    const first = await h.provider.createPayment(request(h.tokens.approve, same));
    const again = await h.provider.createPayment(request(h.tokens.approve, same));
    expect(again.reference).toBe(first.reference);
  });

  it.each([
    ['decline', 'card_declined'],
    ['insufficientFunds', 'insufficient_funds'],
  ] as const)('declines the %s test card with its reason', async (card, reason) => {
    const outcome = await h.provider.createPayment(request(h.tokens[card], key()));
    expect(outcome).toMatchObject({ status: 'declined', reason });
  });

  it('asks for 3-D Secure, then succeeds once the cardholder confirms (or declines when they do not)', async () => {
    const outcome = await h.provider.createPayment(request(h.tokens.threeDSecure, key()));
    expect(outcome.status).toBe('requires_action');
    expect(outcome.status === 'requires_action' && outcome.nextAction.kind).toMatch(/^(challenge|stripe)$/);
    await h.authenticate(outcome.reference, true);
    expect((await h.provider.retrievePayment(outcome.reference)).status).toBe('succeeded');
    const refused = await h.provider.createPayment(request(h.tokens.threeDSecure, key()));
    await h.authenticate(refused.reference, false);
    expect(await h.provider.retrievePayment(refused.reference)).toMatchObject({ status: 'declined', reason: 'authentication_failed' });
  });

  it('refunds a succeeded payment in parts, never more than was paid, once per key', async () => {
    const paid = await h.provider.createPayment(request(h.tokens.approve, key(), 10_000));
    const refundKey = key();
    await h.provider.refund({ reference: paid.reference, amountCents: 6_000, idempotencyKey: refundKey });
    await h.provider.refund({ reference: paid.reference, amountCents: 6_000, idempotencyKey: refundKey });
    await h.provider.refund({ reference: paid.reference, amountCents: 4_000, idempotencyKey: key() });
    await expect(h.provider.refund({ reference: paid.reference, amountCents: 1, idempotencyKey: key() })).rejects.toThrow();
  });

  it('verifies a signed webhook into the payment as the provider sees it', async () => {
    const paid = await h.provider.createPayment(request(h.tokens.approve, key()));
    const { body, signature } = await h.signedEvent(paid.reference);
    const event = h.provider.verifyWebhook(body, signature);
    expect(event.payment).toMatchObject<Partial<PaymentOutcome>>({ status: 'succeeded', reference: paid.reference, amountCents: 12_345 });
  });

  it('refuses a webhook with a changed body, another secret, no signature, or an old signature (a replay)', async () => {
    const paid = await h.provider.createPayment(request(h.tokens.approve, key()));
    const { body, signature } = await h.signedEvent(paid.reference);
    expect(() => h.provider.verifyWebhook(body.replace('12345', '99999'), signature)).toThrow(WebhookSignatureError);
    expect(() => h.provider.verifyWebhook(body, signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'))).toThrow(WebhookSignatureError);
    expect(() => h.provider.verifyWebhook(body, undefined)).toThrow(WebhookSignatureError);
    const old = await h.signedEvent(paid.reference, 3600);
    expect(() => h.provider.verifyWebhook(old.body, old.signature)).toThrow(WebhookSignatureError);
  });
});

describe('the Stripe adapter, request by request', () => {
  it('creates a confirmed card PaymentIntent with our idempotency key and the token as its PaymentMethod', async () => {
    const h = stripeHarness();
    await h.provider.createPayment(request(STRIPE_TEST_METHODS.approve, 'case-payment:pay_abc'));
    const [call] = h.fixture.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(call!.headers['idempotency-key']).toBe('case-payment:pay_abc');
    expect(Object.fromEntries(call!.form)).toMatchObject({ amount: '12345', currency: 'usd', payment_method: 'pm_card_visa', confirm: 'true' });
    expect(h.provider.browser()).toEqual({ provider: 'stripe', origin: 'https://js.stripe.com', publishableKey: 'pk_test_contract' });
  });

  it("hands the page the PaymentIntent's client secret for 3-D Secure (stripe.handleNextAction)", async () => {
    const h = stripeHarness();
    const outcome = await h.provider.createPayment(request(STRIPE_TEST_METHODS.threeDSecure, 'order:ord_abc'));
    expect(outcome.status === 'requires_action' && outcome.nextAction).toEqual({ kind: 'stripe', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
  });
});

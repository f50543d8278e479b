import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// Stripe cannot be reached from this machine (ADR 100). Its SDK runs for real in the tests over this:
// Stripe's own HttpClient hook (Stripe.createFetchHttpClient) given a fetch that answers like Stripe's test
// mode does for its documented test PaymentMethods, with objects shaped as Stripe's API reference shows
// them (fixtures written from the reference, not recorded from a live account). The SDK's request encoding,
// idempotency header, error classes and webhook signatures (stripe.webhooks.generateTestHeaderString) are
// the library's own.

export const STRIPE_TEST_METHODS = {
  approve: 'pm_card_visa',
  decline: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const;

const CARDS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'insufficient_funds' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220' },
};

const id = (prefix: string) =>
  `${prefix}_${randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z]/g, 'x')}`;

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  payment_method: string;
  latest_charge: string | null;
  last_payment_error: null | { type: string; code: string; decline_code?: string; message: string };
  next_action: null | { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> };
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  amount_received: number;
}

export interface StripeFixture {
  httpClient: Stripe.HttpClient;
  // Every request the SDK made: method, path, form fields, headers (tests check the idempotency key).
  requests: { method: string; path: string; form: URLSearchParams; headers: Record<string, string> }[];
  intents: Map<string, Intent>;
  // What a cardholder does in Stripe.js's 3-D Secure frame.
  authenticate(intentId: string, confirmed: boolean): void;
}

export function createStripeFixture(): StripeFixture {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, number>();
  const requests: StripeFixture['requests'] = [];

  const paymentMethod = (pm: string) => ({
    id: pm,
    object: 'payment_method',
    type: 'card',
    card: { brand: CARDS[pm]!.brand, last4: CARDS[pm]!.last4, exp_month: 12, exp_year: 2034, funding: 'credit', country: 'US' },
  });
  const charge = (intent: Intent) => ({
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount,
    status: 'succeeded',
    payment_method_details: { type: 'card', card: { brand: CARDS[intent.payment_method]!.brand, last4: CARDS[intent.payment_method]!.last4 } },
    // Stripe's US card pricing: 2.9% + 30¢.
    balance_transaction: { id: id('txn'), object: 'balance_transaction', amount: intent.amount, fee: Math.round(intent.amount * 0.029) + 30, net: 0 },
  });
  // The intent as the SDK asked for it: payment_method and latest_charge.balance_transaction expanded.
  const expanded = (intent: Intent, form: URLSearchParams) => {
    const expand = [...form.entries()].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);
    return {
      ...intent,
      payment_method: expand.includes('payment_method') ? paymentMethod(intent.payment_method) : intent.payment_method,
      latest_charge: intent.latest_charge && expand.includes('latest_charge.balance_transaction') ? charge(intent) : intent.latest_charge,
    };
  };
  const error = (status: number, body: Record<string, unknown>) => ({ status, body: { error: body } });

  const answer = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      const card = CARDS[pm];
      if (!card)
        return error(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${pm}'`, param: 'payment_method' });
      const intent: Intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        description: form.get('description'),
        status: 'succeeded',
        client_secret: '',
        payment_method: pm,
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        metadata: {},
        amount_received: 0,
      };
      intent.client_secret = `${intent.id}_secret_${id('s').slice(2)}`;
      intents.set(intent.id, intent);
      if (card.decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: card.decline, message: 'Your card was declined.' };
        return error(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: card.decline,
          message: card.decline === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
          payment_intent: intent,
          payment_method: paymentMethod(pm),
        });
      }
      if (pm === STRIPE_TEST_METHODS.threeDSecure) {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      } else {
        intent.latest_charge = id('ch');
        intent.amount_received = intent.amount;
      }
      return { status: 200, body: expanded(intent, form) };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
      return { status: 200, body: expanded(intent, form) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      const amount = Number(form.get('amount'));
      const refunded = refunds.get(intent?.id ?? '') ?? 0;
      if (!intent || intent.status !== 'succeeded')
        return error(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This charge cannot be refunded.' });
      if (refunded + amount > intent.amount)
        return error(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge.' });
      refunds.set(intent.id, refunded + amount);
      return { status: 200, body: { id: id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' } };
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  };

  const fetchFn = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    const parsed = new URL(url);
    const form = new URLSearchParams(init.method === 'GET' ? parsed.search : (init.body ?? ''));
    const headers = Object.fromEntries(Object.entries(init.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
    requests.push({ method: init.method, path: parsed.pathname, form, headers });
    // Stripe answers a repeated Idempotency-Key with the first answer, whatever the body.
    const key = headers['idempotency-key'];
    const result = key && init.method === 'POST' ? (byKey.get(key) ?? answer(init.method, parsed.pathname, form)) : answer(init.method, parsed.pathname, form);
    if (key && init.method === 'POST') byKey.set(key, result);
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json', 'request-id': id('req'), ...(key ? { 'idempotency-key': key } : {}) },
    });
  };

  return {
    httpClient: Stripe.createFetchHttpClient(fetchFn as unknown as typeof fetch),
    requests,
    intents,
    authenticate(intentId, confirmed) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action') return;
      intent.next_action = null;
      if (confirmed) {
        intent.status = 'succeeded';
        intent.latest_charge = id('ch');
        intent.amount_received = intent.amount;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
      }
    },
  };
}

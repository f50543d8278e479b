import Stripe from 'stripe';
import { WebhookSignatureError, type DeclineReason, type PaymentOutcome, type PaymentProvider } from '../../lib/payment-provider';

// Stripe's Payment Element draws the card fields from js.stripe.com; 3-D Secure frames come from there too.
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  // Tests hand in Stripe's own HttpClient over recorded answers (testing/stripe-fixtures.ts): this machine cannot reach Stripe.
  httpClient?: Stripe.HttpClient;
}

// What the answer needs expanded: the card's brand and last four, and the fee once the charge settled.
const EXPAND = ['payment_method', 'latest_charge.balance_transaction'];

const declineReasonOf = (code: string | null | undefined, declineCode: string | null | undefined): DeclineReason => {
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  return 'card_declined';
};

/** A PaymentIntent in the port's terms. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): PaymentOutcome {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = method?.card ?? charge?.payment_method_details?.card ?? null;
  const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  const base = {
    reference: intent.id,
    amountCents: intent.amount,
    brand: card?.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : null,
    last4: card?.last4 ?? null,
    feeCents: balance?.fee ?? null,
  };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action':
      return { ...base, status: 'requires_action', nextAction: { kind: 'stripe', clientSecret: intent.client_secret ?? '' } };
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return { ...base, status: 'processing' };
    default: {
      // requires_payment_method after a failed attempt (a decline, a failed 3-D Secure), or canceled.
      const error = intent.last_payment_error;
      return { ...base, status: 'declined', reason: declineReasonOf(error?.code, error?.decline_code) };
    }
  }
}

/**
 * Stripe behind our payment port (ADR 100), with the official SDK. The browser's Payment Element makes a
 * PaymentMethod (`pm_…`, our token); we create and confirm a PaymentIntent with our idempotency key; a
 * `requires_action` answer goes to the page for stripe.handleNextAction; webhooks are checked with
 * stripe.webhooks.constructEvent.
 */
export function createStripeProvider({ secretKey, publishableKey, webhookSecret, httpClient }: StripeOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(httpClient ? { httpClient } : {}) });
  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',
    browser: () => ({ provider: 'stripe', origin: STRIPE_JS_ORIGIN, publishableKey }),
    async createPayment({ amountCents, currency, token, description, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            payment_method: token,
            confirm: true,
            description,
            // Cards only, and no redirect away from our page: 3-D Secure runs in Stripe.js's frame.
            payment_method_types: ['card'],
            expand: EXPAND,
          },
          { idempotencyKey },
        );
        return outcomeOfIntent(intent);
      } catch (error) {
        // A decline is an error in Stripe's API: it carries the PaymentIntent, which is our reference.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
          const method = (error.raw as { payment_method?: Stripe.PaymentMethod }).payment_method;
          return {
            status: 'declined',
            reason: declineReasonOf(error.code, error.decline_code),
            reference: intent?.id ?? `declined:${idempotencyKey}`,
            amountCents,
            brand: method?.card?.brand ? method.card.brand.charAt(0).toUpperCase() + method.card.brand.slice(1) : null,
            last4: method?.card?.last4 ?? null,
            feeCents: null,
          };
        }
        throw error;
      }
    },
    async retrievePayment(reference) {
      return outcomeOfIntent(await stripe.paymentIntents.retrieve(reference, { expand: EXPAND }));
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey });
    },
    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The webhook signature does not match.');
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        createdAt: event.created,
        payment: object.object === 'payment_intent' ? outcomeOfIntent(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}

import type { PaymentProvider } from '../../lib/payment-provider';
import { createSandboxHttpProvider, createSandboxPaymentProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/**
 * The provider is configuration (ADR 100): PAYMENT_PROVIDER=stripe with its keys goes live; otherwise the
 * sandbox, over HTTP at PAYMENTS_SANDBOX_URL (`npm start`, deploy/), or in this process when none is set (tests).
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const missing = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}.`);
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! });
  }
  if (env.PAYMENT_PROVIDER && env.PAYMENT_PROVIDER !== 'sandbox') throw new Error(`PAYMENT_PROVIDER is "sandbox" or "stripe", not "${env.PAYMENT_PROVIDER}".`);
  if (env.PAYMENTS_SANDBOX_URL) {
    const missing = ['PAYMENTS_SANDBOX_SECRET_KEY', 'PAYMENTS_WEBHOOK_SECRET'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`PAYMENTS_SANDBOX_URL needs ${missing.join(', ')}.`);
    return createSandboxHttpProvider({
      url: env.PAYMENTS_SANDBOX_URL,
      publicOrigin: env.PAYMENTS_SANDBOX_PUBLIC_URL || env.PAYMENTS_SANDBOX_URL,
      secretKey: env.PAYMENTS_SANDBOX_SECRET_KEY!,
      webhookSecret: env.PAYMENTS_WEBHOOK_SECRET!,
    });
  }
  return createSandboxPaymentProvider();
}

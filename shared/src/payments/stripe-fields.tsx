import { useEffect, useImperativeHandle, useMemo, type Ref } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentProviderConfig } from '@keepsake/shared/contract/payment';
import type { CardFieldsHandle } from './types';

// Stripe's Payment Element (ADR 100), loaded only on a payment page (this module is a lazy chunk): Stripe.js
// comes from js.stripe.com, the one origin the page's Content-Security-Policy allows. The element makes a
// PaymentMethod (our token) without confirming; our API creates and confirms the PaymentIntent, and a
// `requires_action` answer comes back here for stripe.handleNextAction.
const loaded = new Map<string, Promise<Stripe | null>>();

export default function StripeFields({
  config,
  amountCents,
  handleRef,
}: {
  config: PaymentProviderConfig;
  amountCents: number;
  handleRef: Ref<CardFieldsHandle>;
}) {
  const key = config.publishableKey ?? '';
  const stripe = useMemo(() => {
    if (!loaded.has(key)) loaded.set(key, loadStripe(key));
    return loaded.get(key)!;
  }, [key]);
  return (
    <Elements
      stripe={stripe}
      options={{ mode: 'payment', amount: Math.max(amountCents, 50), currency: 'usd', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] }}
    >
      <StripeElement amountCents={amountCents} handleRef={handleRef} />
    </Elements>
  );
}

function StripeElement({ amountCents, handleRef }: { amountCents: number; handleRef: Ref<CardFieldsHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    elements?.update({ amount: Math.max(amountCents, 50) });
  }, [elements, amountCents]);
  useImperativeHandle(
    handleRef,
    () => ({
      async tokenize() {
        if (!stripe || !elements) return { problem: 'unavailable' };
        const submitted = await elements.submit();
        if (submitted.error) return { problem: 'invalid' };
        const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
        if (error || !paymentMethod) return { problem: error?.type === 'validation_error' ? 'invalid' : 'unavailable' };
        return { token: paymentMethod.id };
      },
      clearNumber: () => elements?.getElement('payment')?.clear(),
      async completeNextAction(action) {
        if (!stripe || action.kind !== 'stripe') return;
        // Either way our API asks Stripe afterwards: its answer, not this one, decides.
        await stripe.handleNextAction({ clientSecret: action.clientSecret });
      },
    }),
    [stripe, elements],
  );
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

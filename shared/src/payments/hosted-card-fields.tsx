import { Suspense, type Ref } from 'react';
import { lazyNamed } from '@keepsake/shared/ui';
import { apiClient } from '@keepsake/shared/api-client';
import { paymentProviderConfigSchema, type PaymentProviderConfig } from '@keepsake/shared/contract/payment';
import { queryOptions, useQuery } from '@keepsake/shared/query';
import { SandboxFields } from './sandbox-fields';
import { usePaymentDocument } from './payment-document';
import type { CardFieldsHandle } from './types';

const StripeFields = lazyNamed(() => import('./stripe-fields'), 'default');

// GET /api/web/payments/provider: which provider draws the card fields, from which origin.
export const paymentProviderQuery = queryOptions({
  queryKey: ['payments', 'provider'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    paymentProviderConfigSchema.parse(await apiClient.get<PaymentProviderConfig>('/api/web/payments/provider', { signal })),
  staleTime: 5 * 60_000,
});

/**
 * The card fields of a payment page (ADR 100): the provider's own, in its frame, on its origin; the page
 * gets only a token through `handleRef`. `onSubmit`: Enter pressed inside the fields.
 */
export function HostedCardFields({ amountCents, handleRef, onSubmit }: { amountCents: number; handleRef: Ref<CardFieldsHandle>; onSubmit?: () => void }) {
  usePaymentDocument();
  const provider = useQuery(paymentProviderQuery);
  if (provider.isError) return <p role="alert">The card form could not be loaded. Please reload the page to try again.</p>;
  if (!provider.data) return <p aria-busy="true">Loading the card form…</p>;
  return provider.data.provider === 'stripe' ? (
    <Suspense fallback={<p aria-busy="true">Loading the card form…</p>}>
      <StripeFields config={provider.data} amountCents={amountCents} handleRef={handleRef} />
    </Suspense>
  ) : (
    <SandboxFields config={provider.data} handleRef={handleRef} onSubmit={onSubmit} />
  );
}

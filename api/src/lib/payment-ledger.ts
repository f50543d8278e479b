import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOutcome } from './payment-provider';

/**
 * What each feature that takes card payments (arrangements' case payments, the shop's orders) gives the
 * payments feature, wired in server.ts (features do not import each other): apply the provider's word on
 * one of its payments by reference, once; and list its payments still waiting on the provider (ADR 100).
 */
export interface PaymentLedger {
  // False when no payment of this ledger has the reference.
  settle(outcome: PaymentOutcome, log: FastifyBaseLogger): Promise<boolean>;
  // Card payments still PENDING with a provider reference, created before `before`: the reconciliation job asks about them.
  stale(before: Date): Promise<{ siteId: string; reference: string }[]>;
}

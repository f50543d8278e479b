import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { NextAction, PaymentOutcome, PaymentProvider } from '../../lib/payment-provider';
import { redacted } from '../../lib/redact';
import { answerOf, confirm } from './payment-charge';
import type { PaymentRow } from './payment-shape';

// The provider's side of a family's card payment (ADR 100): create it with the hosted fields' token, ask
// it again later, answer the page. The route handlers stay short; the money rules are in payment-charge.ts.

/** Creates the payment under the reserved row's own key: a resumed row never charges twice. */
export async function createCardPayment(
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  { reserved, token, description }: { reserved: PaymentRow; token: string; description: string },
): Promise<PaymentOutcome> {
  try {
    return await payments.createPayment({
      amountCents: reserved.amountCents,
      currency: 'USD',
      token,
      description,
      idempotencyKey: `case-payment:${reserved.id}`,
    });
  } catch (error) {
    // Unknown outcome: the row stays PENDING; the same key again, the webhook or the reconciliation job settles it.
    log.error({ paymentId: reserved.id, err: redacted(error) }, 'payment provider failed');
    throw new HttpError(502, 'The payment service did not answer. Please try again; you will not be charged twice.');
  }
}

/** A PENDING card payment as the provider sees it now, applied (confirm applies once); a settled one as it is. */
export async function refreshPayment(
  db: Db,
  payments: PaymentProvider,
  siteId: string,
  row: PaymentRow,
): Promise<{ row: PaymentRow; nextAction: NextAction | null }> {
  if (row.status !== 'PENDING' || !row.reference || row.method !== 'CARD') return { row, nextAction: null };
  const outcome = await payments.retrievePayment(row.reference);
  const settled = await confirm(db, { siteId, reserved: row, outcome });
  return { row: settled, nextAction: outcome.status === 'requires_action' ? outcome.nextAction : null };
}

export function sendAnswer(reply: FastifyReply, { row, nextAction }: { row: PaymentRow; nextAction: NextAction | null }) {
  const { code, payment } = answerOf(row, nextAction);
  reply.code(code);
  return payment;
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import type { PaymentProvider } from '../../lib/payment-provider';
import { cardPaymentRoutes } from './payment-card-routes';
import { staffPaymentRoutes } from './payment-staff-routes';

/**
 * A case's payments (SPEC §7), under /api/family/cases/:caseId/payments: the family's card payments and
 * staff's offline payments and refunds (issue 25), each its own plugin with the case scope (ADR 082).
 */
export async function casePaymentRoutes(app: FastifyInstance, deps: { db: Db; authService: AuthService; payments: PaymentProvider }) {
  const prefix = '/api/family/cases/:caseId/payments';
  await app.register(staffPaymentRoutes, { prefix, ...deps });
  await app.register(cardPaymentRoutes, { prefix, ...deps });
}

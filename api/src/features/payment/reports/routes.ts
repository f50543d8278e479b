import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportRangeSchema, type ReportRange } from '@keepsake/shared/contract';
import type { SqlRunner } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { scopeToStaff } from '../../case-core/staff-scope';
import { csvOf } from '../../../lib/csv';
import { ORDER_HEADER, orderRows, PAYMENT_HEADER, paymentRows, RECONCILIATION_HEADER, reconciliationRows } from './queries';

const range = named(reportRangeSchema, 'report dates');

/**
 * The staff desk's reports (issue 25 point 8): GET /api/staff/reports/payments.csv, orders.csv and (issue 41)
 * reconciliation.csv for a
 * range of days (?from=YYYY-MM-DD&to=YYYY-MM-DD, both included), downloaded as a file. Staff only.
 */
export async function staffReportRoutes(instance: FastifyInstance, { sql, authService }: { sql: SqlRunner; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'download reports');

  // A file, not JSON: no response schema (as the statement PDF); the dates in its name passed the schema.
  const send = (reply: FastifyReply, name: string, range: ReportRange, body: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`)
      .send(body);

  app.get('/api/staff/reports/payments.csv', { schema: { querystring: range } }, async (request, reply) => {
    return send(reply, 'payments', request.query, csvOf([PAYMENT_HEADER, ...(await paymentRows(sql, request.siteId, request.query))]));
  });

  app.get('/api/staff/reports/orders.csv', { schema: { querystring: range } }, async (request, reply) => {
    return send(reply, 'orders', request.query, csvOf([ORDER_HEADER, ...(await orderRows(sql, request.siteId, request.query))]));
  });

  // Issue 41: card payments by the provider's reference, with its fees, to reconcile with its payouts.
  app.get('/api/staff/reports/reconciliation.csv', { schema: { querystring: range } }, async (request, reply) => {
    return send(reply, 'reconciliation', request.query, csvOf([RECONCILIATION_HEADER, ...(await reconciliationRows(sql, request.siteId, request.query))]));
  });
}

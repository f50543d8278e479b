import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentLedger } from '../../lib/payment-ledger';
import type { PaymentProvider } from '../../lib/payment-provider';
import type { JobHandler } from '../../jobs/runner';
import { backgroundJobs } from '../../jobs/tables';

export const RECONCILE_JOB = 'payment-reconcile';

// A payment the provider has not settled within this long is asked about (a lost webhook, a processing card).
export const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * Queues one reconciliation job per home with card payments or orders still PENDING after `olderThanMs`
 * (none when one is already queued or running for it): every API process calls it every minute, the queue
 * (ADR 091) makes sure one process does each home's work.
 */
export async function queueReconciliation(db: Db, ledgers: PaymentLedger[], olderThanMs = RECONCILE_AFTER_MS): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const sites = new Set((await Promise.all(ledgers.map((ledger) => ledger.stale(before)))).flat().map((row) => row.siteId));
  if (sites.size === 0) return 0;
  const open = await db
    .select({ siteId: backgroundJobs.siteId })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, RECONCILE_JOB), inArray(backgroundJobs.status, ['QUEUED', 'RUNNING'])));
  const waiting = new Set(open.map((row) => row.siteId));
  const fresh = [...sites].filter((siteId) => !waiting.has(siteId));
  if (fresh.length > 0) {
    await db.insert(backgroundJobs).values(fresh.map((siteId) => ({ kind: RECONCILE_JOB, siteId, payload: { olderThanMs }, maxAttempts: 1 })));
  }
  return fresh.length;
}

/** The job: each of the home's stale payments as the provider sees it now, applied through its ledger (once). */
export function reconcileJob({ payments, ledgers, log }: { payments: PaymentProvider; ledgers: PaymentLedger[]; log: FastifyBaseLogger }): JobHandler {
  return async ({ job, progress }) => {
    const olderThanMs = Number(job.payload.olderThanMs ?? RECONCILE_AFTER_MS);
    const before = new Date(Date.now() - olderThanMs);
    let checked = 0;
    let settled = 0;
    for (const ledger of ledgers) {
      for (const { siteId, reference } of await ledger.stale(before)) {
        if (siteId !== job.siteId) continue;
        checked += 1;
        const outcome = await payments.retrievePayment(reference);
        if (outcome.status !== 'processing' && outcome.status !== 'requires_action') settled += 1;
        await ledger.settle(outcome, log);
        await progress(Math.min(95, checked), `checked ${checked}`);
      }
    }
    return { checked, settled };
  };
}

import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { backgroundJobs, type JobRow } from './tables';

// What a handler sees of its job: report progress (which also extends the lease) and the row as claimed.
export interface JobContext {
  job: JobRow;
  progress(percent: number, step: string): Promise<void>;
  // Sets notified_at if nobody did: true exactly once per job, so a retried job never mails twice.
  claimNotification(): Promise<boolean>;
  releaseNotification(): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown>>;

export interface JobRunner {
  handle(kind: string, handler: JobHandler): void;
  // Claims and runs ready jobs until none is left (tests, and each tick of the poller). Returns how many ran.
  drain(): Promise<number>;
  // Polls every pollMs until stop(); start.ts calls it once the API listens.
  start(pollMs?: number): void;
  stop(): Promise<void>;
  // Wakes the poller now (a job was just queued) instead of at the next tick.
  poke(): void;
  readonly workerId: string;
}

export interface RunnerOptions {
  // How long a claim holds without a progress report before another process may take the job over.
  leaseSeconds?: number;
  workerId?: string;
  log?: (level: 'info' | 'error', message: string, detail?: Record<string, unknown>) => void;
}

// A small queue on the database every process already shares (ADR 091): pg-boss and graphile-worker
// need a PostgreSQL server connection, which the embedded PGlite default does not offer.
export function createJobRunner(database: Database, options: RunnerOptions = {}): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const leaseSeconds = options.leaseSeconds ?? 120;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log ?? (() => undefined);
  const { db } = database;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  // One statement: the oldest ready job (queued, or running under a lease that ran out) is locked with
  // SKIP LOCKED so two processes never take the same row, and leased to this worker.
  const claim = async (): Promise<JobRow | null> => {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const rows = await database.query<{ id: number }>(
      `UPDATE background_job SET status = 'RUNNING', attempts = attempts + 1, locked_by = $1,
         locked_until = now() + make_interval(secs => $2), started_at = coalesce(started_at, now()), error = NULL
       WHERE id = (
         SELECT id FROM background_job
         WHERE kind = ANY($3::text[])
           AND (status = 'QUEUED' OR (status = 'RUNNING' AND locked_until < now()))
         ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id`,
      [workerId, leaseSeconds, kinds],
    );
    if (rows.length === 0) return null;
    const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, rows[0]!.id));
    return job ?? null;
  };

  // Every write of a running job is fenced by locked_by: a worker that lost its lease changes nothing.
  const mine = (id: number) => and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, workerId));

  const runOne = async (job: JobRow) => {
    const handler = handlers.get(job.kind)!;
    if (job.attempts > job.maxAttempts) {
      await db
        .update(backgroundJobs)
        .set({ status: 'FAILED', error: 'It stopped too many times before it was finished.', finishedAt: new Date(), lockedBy: null, lockedUntil: null })
        .where(mine(job.id));
      return;
    }
    const context: JobContext = {
      job,
      async progress(percent, step) {
        const until = new Date(Date.now() + leaseSeconds * 1000);
        const updated = await db
          .update(backgroundJobs)
          .set({ progress: Math.max(0, Math.min(99, Math.round(percent))), step, lockedUntil: until })
          .where(mine(job.id))
          .returning({ id: backgroundJobs.id });
        if (updated.length === 0) throw new LostLeaseError();
      },
      async claimNotification() {
        const rows = await db
          .update(backgroundJobs)
          .set({ notifiedAt: new Date() })
          .where(and(eq(backgroundJobs.id, job.id), isNull(backgroundJobs.notifiedAt)))
          .returning({ id: backgroundJobs.id });
        return rows.length === 1;
      },
      async releaseNotification() {
        await db.update(backgroundJobs).set({ notifiedAt: null }).where(eq(backgroundJobs.id, job.id));
      },
    };
    try {
      const result = await handler(context);
      await db
        .update(backgroundJobs)
        .set({ status: 'DONE', progress: 100, step: 'done', result, finishedAt: new Date(), lockedBy: null, lockedUntil: null })
        .where(mine(job.id));
      log('info', 'job done', { id: job.id, kind: job.kind });
    } catch (error) {
      if (error instanceof LostLeaseError) return;
      const reason = error instanceof Error ? error.message : String(error);
      log('error', 'job failed', { id: job.id, kind: job.kind, reason });
      // Another try while attempts remain (from the start: every step rewrites its own files).
      const last = job.attempts >= job.maxAttempts;
      await db
        .update(backgroundJobs)
        .set(
          last
            ? { status: 'FAILED', error: reason.slice(0, 500), finishedAt: new Date(), lockedBy: null, lockedUntil: null }
            : { status: 'QUEUED', error: reason.slice(0, 500), lockedBy: null, lockedUntil: null },
        )
        .where(mine(job.id));
    }
  };

  const drainOnce = async () => {
    let count = 0;
    for (let job = await claim(); job && !stopped; job = await claim()) {
      await runOne(job);
      count += 1;
    }
    return count;
  };

  const drain = () => {
    // One loop per process at a time: a poke during a run waits for it instead of racing it.
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    drain().catch((error: unknown) => log('error', 'job poll failed', { reason: (error as Error).message }));
  };

  return {
    workerId,
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    drain,
    start(pollMs = 2000) {
      stopped = false;
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    poke() {
      if (timer && !stopped) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

class LostLeaseError extends Error {
  constructor() {
    super('the lease on this job ran out and another worker took it');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    // The background job queue of this process (ADR 091): start.ts starts polling; tests call drain().
    jobs: JobRunner;
  }
}

// One runner per API process, on the root so tests and start.ts reach it; it stops (letting the job in
// hand finish or lose its lease) before the database closes.
export function attachJobRunner(app: FastifyInstance, database: Database): JobRunner {
  const jobs = createJobRunner(database, {
    log: (level, message, detail) => app.log[level]({ ...detail }, message),
  });
  app.decorate('jobs', jobs);
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}

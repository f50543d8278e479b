import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KEEPSAKE_LINK_DAYS,
  keepsakeFileParamsSchema,
  keepsakeFilePath,
  keepsakeJobParamsSchema,
  keepsakeParamsSchema,
  keepsakeStateSchema,
  staffKeepsakeJobsSchema,
  type KeepsakeJob,
} from '@keepsake/shared/contract';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import { backgroundJobs, type JobRow } from '../../jobs/tables';
import { HttpError, notFound } from '../../lib/http-error';
import { homeOrigin } from '../../lib/home-url';
import { withinLimits } from '../../lib/request-limit';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { requireLead } from '../case-core/case-context';
import { recordCaseEvent } from '../case-core/case-history';
import { scopeToCase } from '../case-core/case-scope';
import { familyCases } from '../case-core/tables';
import { KEEPSAKE_JOB, keepsakeJob, type KeepsakePayload, type KeepsakeResult } from './job';
import type { KeepsakeMailer, KeepsakeMedia, KeepsakeStorage } from './ports';

const DAY_MS = 24 * 3600 * 1000;
const EXPIRED = 'This download has expired. Please ask for a new keepsake from the case page.';

// Issue 37 point 2: a family member looped the request 71 times in 30 s, each one a new job, its files and
// a mail. A request while one is being made joins it (and is not counted); a new keepsake counts once per
// case and once per account asking (staff ask for many cases).
export const KEEPSAKE_LIMITS = {
  perCase: { max: 3, windowMs: 3600_000 },
  perAccount: { max: 5, windowMs: 3600_000 },
} as const;
export const KEEPSAKE_CASE_LIMIT_MESSAGE = 'A new keepsake of this case was asked for several times this hour. Please try again later.';
export const KEEPSAKE_ACCOUNT_LIMIT_MESSAGE = 'You have asked for several keepsakes this hour. Please try again later.';

export interface KeepsakeOptions {
  database: Database;
  authService: AuthService;
  storage: KeepsakeStorage;
  // What the case shows, by URL: the photos, portrait and songs the keepsake copies (lib/media-reader.ts).
  media: KeepsakeMedia;
  mailer: KeepsakeMailer;
  jobs: JobRunner;
}

export const expiresAtOf = (job: Pick<JobRow, 'status' | 'finishedAt'>) =>
  job.status === 'DONE' && job.finishedAt ? new Date(job.finishedAt.getTime() + KEEPSAKE_LINK_DAYS * DAY_MS) : null;

export function toKeepsakeJob(job: JobRow, now = new Date()): KeepsakeJob {
  const expiresAt = expiresAtOf(job);
  const live = expiresAt !== null && expiresAt > now;
  const files = live ? ((job.result as KeepsakeResult | null)?.files ?? []) : [];
  return {
    id: job.id,
    caseId: job.caseId!,
    status: job.status,
    progress: job.progress,
    step: job.step,
    error: job.error,
    attempts: job.attempts,
    requestedAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
    downloads: files.map((file) => ({ file: file.file, fileName: file.fileName, bytes: file.bytes, url: keepsakeFilePath(job.caseId!, job.id, file.file) })),
  };
}

const caseParams = named(keepsakeParamsSchema, 'case address');
const fileParams = named(keepsakeFileParamsSchema, 'download address');
const jobParams = named(keepsakeJobParamsSchema, 'job address');

/**
 * Registered under /api/family: the case's keepsake under cases/:caseId (case-scoped, ADR 082) and the
 * staff jobs view under keepsake-jobs. The job itself runs in the queue (jobs/runner.ts).
 */
export async function keepsakeRoutes(instance: FastifyInstance, { database, authService, storage, media, mailer, jobs }: KeepsakeOptions) {
  jobs.handle(KEEPSAKE_JOB, keepsakeJob({ database, storage, media, mailer }));
  await instance.register(caseKeepsakeRoutes, { prefix: '/cases/:caseId', database, authService, storage, jobs });
  await instance.register(staffJobRoutes, { database, authService, jobs });
}

const openOf = async (db: Database['db'], caseId: number) => {
  const [job] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.caseId, caseId), inArray(backgroundJobs.status, ['QUEUED', 'RUNNING'])))
    .limit(1);
  return job ?? null;
};

async function caseKeepsakeRoutes(instance: FastifyInstance, { database, authService, storage, jobs }: Omit<KeepsakeOptions, 'mailer' | 'media'>) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  scopeToCase(app, { db, authService });

  const newestOf = async (caseId: number) => {
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.caseId, caseId)))
      .orderBy(desc(backgroundJobs.id))
      .limit(1);
    return job ?? null;
  };
  // The family's case page reads how its keepsake is coming along (polled while it is made).
  app.get('/keepsake', { schema: { params: caseParams, response: { 200: keepsakeStateSchema } } }, async (request) => {
    const job = await newestOf(request.params.caseId);
    return { job: job ? toKeepsakeJob(job) : null };
  });

  // The primary contact (or staff) asks; the job is queued, never made in the request. A second ask
  // while one is being made joins it (the unique index allows one open keepsake per case).
  app.post('/keepsake', { schema: { params: caseParams, response: { 200: keepsakeStateSchema, 202: keepsakeStateSchema } } }, async (request, reply) => {
    const { caseId } = request.params;
    const context = request.caseContext;
    requireLead(context, 'ask for the keepsake');
    let job = await openOf(db, caseId);
    if (!job) {
      await withinLimits(db, reply, [
        { key: `keepsake-case:${caseId}`, ...KEEPSAKE_LIMITS.perCase, message: KEEPSAKE_CASE_LIMIT_MESSAGE },
        { key: `keepsake-account:${context.user.id}`, ...KEEPSAKE_LIMITS.perAccount, message: KEEPSAKE_ACCOUNT_LIMIT_MESSAGE },
      ]);
      const payload: KeepsakePayload = { origin: await homeOrigin(db, context.siteId) };
      try {
        // The ask is a row of the case's history (issue 36 §1), saved with the job or not at all.
        job = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(backgroundJobs)
            .values({ kind: KEEPSAKE_JOB, siteId: context.siteId, caseId, requestedBy: context.user.id, payload: { ...payload } })
            .returning();
          await recordCaseEvent(tx, request, caseId, { kind: 'keepsake.requested', summary: 'Asked for the keepsake (archive and memorial book)' });
          return inserted ?? null;
        });
      } catch (error) {
        // Two asks at once: the other one's insert won.
        job = await openOf(db, caseId);
        if (!job) throw error;
      }
      jobs.poke();
      reply.status(202);
    }
    return { job: toKeepsakeJob(job!) };
  });

  // The files, to members of the case (and the home's staff) only, for KEEPSAKE_LINK_DAYS after they were made.
  app.get('/keepsake/:jobId/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const { caseId, jobId, file } = request.params;
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.caseId, caseId), eq(backgroundJobs.kind, KEEPSAKE_JOB)))
      .limit(1);
    if (!job || job.status !== 'DONE') throw notFound('We could not find this keepsake.');
    const expiresAt = expiresAtOf(job);
    if (!expiresAt || expiresAt <= new Date()) throw new HttpError(410, EXPIRED);
    const entry = (job.result as KeepsakeResult | null)?.files.find((item) => item.file === file);
    const stored = entry ? await storage.get(entry.key) : null;
    if (!entry || !stored) throw notFound('We could not find this file.');
    reply
      .header('content-type', entry.contentType)
      .header('content-length', String(stored.size))
      .header('content-disposition', `attachment; filename="${entry.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(stored.body);
  });
}

async function staffJobRoutes(instance: FastifyInstance, { database, authService, jobs }: Pick<KeepsakeOptions, 'database' | 'authService' | 'jobs'>) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  // The staff jobs view: every keepsake of this home, newest first, with why one failed.
  app.get('/keepsake-jobs', { schema: { response: { 200: staffKeepsakeJobsSchema } } }, async (request) => {
    const staff = await authService.requireStaff(request, 'see the keepsake jobs');
    const rows = await db
      .select({ job: backgroundJobs, caseName: familyCases.fullName })
      .from(backgroundJobs)
      .innerJoin(familyCases, eq(familyCases.id, backgroundJobs.caseId))
      .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.siteId, staff.siteId)))
      .orderBy(desc(backgroundJobs.id))
      .limit(100);
    return { jobs: rows.map((row) => ({ ...toKeepsakeJob(row.job), caseName: row.caseName })) };
  });

  // Retry a failed keepsake: it goes back in the queue with its attempts reset.
  app.post('/keepsake-jobs/:jobId/retry', { schema: { params: jobParams, response: { 200: keepsakeStateSchema } } }, async (request) => {
    const staff = await authService.requireStaff(request, 'retry a keepsake');
    const { jobId } = request.params;
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.siteId, staff.siteId)))
      .limit(1);
    if (!job) throw notFound('We could not find this job.');
    if (job.status !== 'FAILED') throw new HttpError(409, 'Only a failed keepsake can be retried.');
    if (await openOf(db, job.caseId!)) throw new HttpError(409, 'A keepsake for this case is already being made.');
    // The retry is a row of the case's history, saved with it (issue 36 §1).
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(backgroundJobs)
        .set({ status: 'QUEUED', attempts: 0, progress: 0, step: '', error: null, finishedAt: null, lockedBy: null, lockedUntil: null })
        .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'FAILED')))
        .returning();
      if (!row) throw new HttpError(409, 'Only a failed keepsake can be retried.');
      const by = { userId: staff.id, name: staff.name, actingAs: 'STAFF' as const };
      await recordCaseEvent(tx, by, row.caseId!, { kind: 'keepsake.retried', summary: 'Retried the keepsake that failed', before: job.error });
      return row;
    });
    jobs.poke();
    return { job: toKeepsakeJob(queued) };
  });
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { checked } from '../../lib/checked';
import { HttpError, notFound } from '../../lib/http-error';
import { validateParams } from '../../lib/validate';
import { normalizeHost, requestHostname } from '../../plugins/site-resolution';
import type { AuthService } from '../auth/service';
import { requireCase, requireLead } from '../case-core/case-context';
import { familyCases } from '../case-core/tables';
import { KEEPSAKE_JOB, keepsakeJob, type KeepsakePayload, type KeepsakeResult } from './job';
import type { KeepsakeMailer, KeepsakeStorage } from './ports';

const DAY_MS = 24 * 3600 * 1000;
const EXPIRED = 'This download has expired. Please ask for a new keepsake from the case page.';

export interface KeepsakeOptions {
  database: Database;
  authService: AuthService;
  storage: KeepsakeStorage;
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

// The origin the mail's link points to: the browser's own when it names this very host (keeps the port in
// development), otherwise https on the site's host. Never a host the request did not come for.
function originOf(request: FastifyRequest): string {
  const host = requestHostname(request) ?? 'localhost';
  const origin = request.headers.origin;
  if (typeof origin === 'string' && normalizeHost(origin) === host) {
    try {
      return new URL(origin).origin;
    } catch {
      // Not a URL: fall through.
    }
  }
  return `https://${host}`;
}

export async function keepsakeRoutes(app: FastifyInstance, { database, authService, storage, mailer, jobs }: KeepsakeOptions) {
  const { db } = database;
  jobs.handle(KEEPSAKE_JOB, keepsakeJob({ database, storage, mailer }));

  const newestOf = async (caseId: number) => {
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.caseId, caseId)))
      .orderBy(desc(backgroundJobs.id))
      .limit(1);
    return job ?? null;
  };
  const openOf = async (caseId: number) => {
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.caseId, caseId), inArray(backgroundJobs.status, ['QUEUED', 'RUNNING'])))
      .limit(1);
    return job ?? null;
  };

  // The family's case page reads how its keepsake is coming along (polled while it is made).
  app.get('/api/family/cases/:caseId/keepsake', async (request) => {
    const { caseId } = validateParams(keepsakeParamsSchema, request.params, 'case address');
    await requireCase(db, authService, request, caseId);
    const job = await newestOf(caseId);
    return checked(keepsakeStateSchema, { job: job ? toKeepsakeJob(job) : null }, 'keepsake');
  });

  // The primary contact (or staff) asks; the job is queued, never made in the request. A second ask
  // while one is being made joins it (the unique index allows one open keepsake per case).
  app.post('/api/family/cases/:caseId/keepsake', async (request, reply) => {
    const { caseId } = validateParams(keepsakeParamsSchema, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    requireLead(context, 'ask for the keepsake');
    let job = await openOf(caseId);
    if (!job) {
      const payload: KeepsakePayload = { origin: originOf(request) };
      try {
        const [inserted] = await db
          .insert(backgroundJobs)
          .values({ kind: KEEPSAKE_JOB, siteId: context.siteId, caseId, requestedBy: context.user.id, payload: { ...payload } })
          .returning();
        job = inserted ?? null;
      } catch (error) {
        // Two asks at once: the other one's insert won.
        job = await openOf(caseId);
        if (!job) throw error;
      }
      jobs.poke();
      reply.status(202);
    }
    return checked(keepsakeStateSchema, { job: toKeepsakeJob(job!) }, 'keepsake');
  });

  // The files, to members of the case (and the home's staff) only, for KEEPSAKE_LINK_DAYS after they were made.
  app.get('/api/family/cases/:caseId/keepsake/:jobId/:file', async (request, reply) => {
    const { caseId, jobId, file } = validateParams(keepsakeFileParamsSchema, request.params, 'download address');
    await requireCase(db, authService, request, caseId);
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

  // The staff jobs view: every keepsake of this home, newest first, with why one failed.
  app.get('/api/family/keepsake-jobs', async (request) => {
    const staff = await authService.requireStaff(request, 'see the keepsake jobs');
    const rows = await db
      .select({ job: backgroundJobs, caseName: familyCases.fullName })
      .from(backgroundJobs)
      .innerJoin(familyCases, eq(familyCases.id, backgroundJobs.caseId))
      .where(and(eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.siteId, staff.siteId)))
      .orderBy(desc(backgroundJobs.id))
      .limit(100);
    return checked(staffKeepsakeJobsSchema, { jobs: rows.map((row) => ({ ...toKeepsakeJob(row.job), caseName: row.caseName })) }, 'keepsake jobs');
  });

  // Retry a failed keepsake: it goes back in the queue with its attempts reset.
  app.post('/api/family/keepsake-jobs/:jobId/retry', async (request) => {
    const staff = await authService.requireStaff(request, 'retry a keepsake');
    const { jobId } = validateParams(keepsakeJobParamsSchema, request.params, 'job address');
    const [job] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.kind, KEEPSAKE_JOB), eq(backgroundJobs.siteId, staff.siteId)))
      .limit(1);
    if (!job) throw notFound('We could not find this job.');
    if (job.status !== 'FAILED') throw new HttpError(409, 'Only a failed keepsake can be retried.');
    if (await openOf(job.caseId!)) throw new HttpError(409, 'A keepsake for this case is already being made.');
    const [queued] = await db
      .update(backgroundJobs)
      .set({ status: 'QUEUED', attempts: 0, progress: 0, step: '', error: null, finishedAt: null, lockedBy: null, lockedUntil: null })
      .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'FAILED')))
      .returning();
    if (!queued) throw new HttpError(409, 'Only a failed keepsake can be retried.');
    jobs.poke();
    return checked(keepsakeStateSchema, { job: toKeepsakeJob(queued) }, 'keepsake');
  });
}

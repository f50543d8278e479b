import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keepsakeViewFileParamsSchema, keepsakeViewParamsSchema, keepsakeViewSchema, type KeepsakeView } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';
import type { Database } from '../../db/client';
import { backgroundJobs } from '../../jobs/tables';
import { HttpError, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { KEEPSAKE_JOB, keepsakeTokenHash, type KeepsakeResult } from './job';
import { keepsakeLinks } from './link-tables';
import type { KeepsakeStorage } from './ports';
import { expiresAtOf } from './routes';
import type { KeepsakeViewContent } from './view';

const UNKNOWN = 'This keepsake link opens nothing. Please check that the whole link was copied from the mail.';
export const LINK_EXPIRED = 'This keepsake link has expired. A member of the family can ask for a new keepsake on the case page of the Family Portal.';

/**
 * An answer for the holder of a link, whose token is the credential (issue 43.4): never kept by a shared
 * cache or the browser's, never indexed, and the page's address (with its token) never sent on as a referrer.
 */
export function privateLinkAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * The keepsake mail's link (issue 43.4): `/keepsake/{token}` shows the keepsake online (this view's content,
 * made with the archive) with its downloads, on the home that made it, until its files expire. No sign-in:
 * the token, 192 random bits of which only the SHA-256 is kept, is the key.
 */
export async function keepsakeViewRoutes(instance: FastifyInstance, { database, storage }: { database: Database; storage: KeepsakeStorage }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  // The keepsake a link opens on this home: unknown (or another home's) is a 404, past its days a 410.
  async function jobOf(request: FastifyRequest, token: string) {
    const [row] = await db
      .select({ job: backgroundJobs })
      .from(keepsakeLinks)
      .innerJoin(backgroundJobs, eq(backgroundJobs.id, keepsakeLinks.jobId))
      .where(and(eq(keepsakeLinks.tokenHash, keepsakeTokenHash(token)), eq(keepsakeLinks.siteId, request.siteId), eq(backgroundJobs.kind, KEEPSAKE_JOB)))
      .limit(1);
    if (!row || row.job.status !== 'DONE') throw notFound(UNKNOWN);
    const expiresAt = expiresAtOf(row.job);
    if (!expiresAt || expiresAt <= new Date()) throw new HttpError(410, LINK_EXPIRED);
    return { job: row.job, expiresAt, result: row.job.result as KeepsakeResult | null };
  }

  app.get(
    '/api/web/keepsakes/:token',
    { schema: { params: named(keepsakeViewParamsSchema, 'keepsake link'), response: { 200: keepsakeViewSchema } } },
    async (request, reply) => {
      privateLinkAnswer(reply);
      const { token } = request.params;
      const { expiresAt, result } = await jobOf(request, token);
      const stored = result?.view ? await storage.get(result.view.key) : null;
      if (!stored) throw notFound(UNKNOWN);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      const content = JSON.parse(Buffer.concat(chunks).toString('utf8')) as KeepsakeViewContent;
      const view: KeepsakeView = {
        ...content,
        expiresAt: expiresAt.toISOString(),
        downloads: (result?.files ?? []).map((file) => ({
          file: file.file,
          fileName: file.fileName,
          bytes: file.bytes,
          url: apiPaths.keepsakeViewFile(token, file.file),
        })),
      };
      return view;
    },
  );

  app.get('/api/web/keepsakes/:token/:file', { schema: { params: named(keepsakeViewFileParamsSchema, 'download address') } }, async (request, reply) => {
    privateLinkAnswer(reply);
    const { token, file } = request.params;
    const { result } = await jobOf(request, token);
    const entry = result?.files.find((item) => item.file === file);
    const stored = entry ? await storage.get(entry.key) : null;
    if (!entry || !stored) throw notFound('We could not find this file.');
    reply
      .header('content-type', entry.contentType)
      .header('content-length', String(stored.size))
      .header('content-disposition', `attachment; filename="${entry.fileName}"`)
      .header('x-content-type-options', 'nosniff');
    return reply.send(stored.body);
  });
}

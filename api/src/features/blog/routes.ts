import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  blogArticleParamsSchema,
  blogArticleSchema,
  blogListQuerySchema,
  blogPageSchema,
  type BlogArticleSummary,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { notFound } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { blogArticles } from './tables';

function siteIdOf(request: FastifyRequest): string {
  if (!request.site) throw new Error('site-resolution did not run for ' + request.url);
  return request.site.id;
}

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
  image: blogArticles.image,
};

function toSummary(row: { id: number; title: string; summary: string; author: string; publishedAt: Date; image: unknown }): BlogArticleSummary {
  return { ...row, publishedAt: row.publishedAt.toISOString(), image: (row.image ?? null) as BlogArticleSummary['image'] };
}

export function registerBlogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Newest first, paged with ?page=N (and optionally &size=N).
  app.get('/api/web/blog', async (request, reply) => {
    const { page, size } = validate(blogListQuerySchema, request.query, 'paging');
    const siteId = siteIdOf(request);
    const visible = and(eq(blogArticles.siteId, siteId), eq(blogArticles.published, true));
    const [rows, [count]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogArticles)
        .where(visible)
        .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ total: sql<number>`count(*)::int` }).from(blogArticles).where(visible),
    ]);
    const total = count?.total ?? 0;
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(
      blogPageSchema,
      { items: rows.map(toSummary), page, pageSize: size, hasNext: page * size < total, total, totalPages: Math.ceil(total / size) },
      'The blog page',
    );
  });

  app.get('/api/web/blog/:id', async (request, reply) => {
    const { id } = validate(blogArticleParamsSchema, request.params, 'article id');
    const [row] = await db
      .select({ ...summaryColumns, content: blogArticles.content })
      .from(blogArticles)
      .where(and(eq(blogArticles.id, id), eq(blogArticles.siteId, siteIdOf(request)), eq(blogArticles.published, true)))
      .limit(1);
    // Another site's article is as absent as one that never existed.
    if (!row) throw notFound(`There is no blog article with id ${id}.`);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(blogArticleSchema, { ...toSummary(row), content: row.content }, 'The blog article');
  });
}

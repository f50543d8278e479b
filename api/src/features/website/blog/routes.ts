import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogArticleParamsSchema, blogArticleSchema, blogListQuerySchema, blogPageSchema, type BlogArticle } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { findArticle, listArticles, toSummary } from './queries';

/** The home's blog (public). */
export async function blogRoutes(instance: FastifyInstance, { db }: { db: Db }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Newest first, paged with ?page=N (and optionally &size=N).
  const listSchema = { querystring: named(blogListQuerySchema, 'paging'), response: { 200: blogPageSchema } };
  app.get('/api/web/blog', { schema: listSchema }, async (request, reply) => {
    const { page, size } = request.query;
    const siteId = request.siteId;
    const { rows, total } = await listArticles(db, siteId, page, size);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return { items: rows.map(toSummary), page, pageSize: size, hasNext: page * size < total, total, totalPages: Math.ceil(total / size) };
  });

  const articleSchema = { params: named(blogArticleParamsSchema, 'article id'), response: { 200: blogArticleSchema } };
  app.get('/api/web/blog/:id', { schema: articleSchema }, async (request, reply) => {
    const { id } = request.params;
    const row = await findArticle(db, request.siteId, id);
    // Another site's article is as absent as one that never existed.
    if (!row) throw notFound(`There is no blog article with id ${id}.`);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    // Stored JSON: the response schema checks it on the way out (a broken article is our 500, not a 400).
    return { ...toSummary(row), content: row.content as BlogArticle['content'] };
  });
}

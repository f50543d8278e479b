import type { FastifyInstance } from 'fastify';
import { blogArticleParamsSchema, blogArticleSchema, blogListQuerySchema, blogPageSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import { findArticle, listArticles, toSummary } from './queries';

export async function blogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Newest first, paged with ?page=N (and optionally &size=N).
  app.get('/api/web/blog', async (request, reply) => {
    const { page, size } = validate(blogListQuerySchema, request.query, 'paging');
    const siteId = request.siteId;
    const { rows, total } = await listArticles(db, siteId, page, size);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(
      blogPageSchema,
      { items: rows.map(toSummary), page, pageSize: size, hasNext: page * size < total, total, totalPages: Math.ceil(total / size) },
      'The blog page',
    );
  });

  app.get('/api/web/blog/:id', async (request, reply) => {
    const { id } = validateParams(blogArticleParamsSchema, request.params, 'article id');
    const row = await findArticle(db, request.siteId, id);
    // Another site's article is as absent as one that never existed.
    if (!row) throw notFound(`There is no blog article with id ${id}.`);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(blogArticleSchema, { ...toSummary(row), content: row.content }, 'The blog article');
  });
}

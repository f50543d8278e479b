import { and, desc, eq, sql } from 'drizzle-orm';
import type { BlogArticleSummary } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { blogArticles } from './tables';

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
  image: blogArticles.image,
};

export function toSummary(row: { id: number; title: string; summary: string; author: string; publishedAt: Date; image: unknown }): BlogArticleSummary {
  return { ...row, publishedAt: row.publishedAt.toISOString(), image: (row.image ?? null) as BlogArticleSummary['image'] };
}

export async function listArticles(db: Db, siteId: string, page: number, size: number) {
  const visible = and(eq(blogArticles.siteId, siteId), eq(blogArticles.published, true));
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogArticles)
      .where(visible)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogArticles)
      .where(visible),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findArticle(db: Db, siteId: string, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, content: blogArticles.content })
    .from(blogArticles)
    .where(and(eq(blogArticles.id, id), eq(blogArticles.siteId, siteId), eq(blogArticles.published, true)))
    .limit(1);
  return row ?? null;
}

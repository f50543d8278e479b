import { and, eq } from 'drizzle-orm';
import { renderContextSchema, type RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { siteContexts, type ContextVersion } from '../../db/schema';
import { checked } from '../../lib/checked';
import { notFound } from '../../lib/http-error';

export async function loadRenderContext(db: Db, siteId: string, version: ContextVersion): Promise<RenderContext> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, version)))
    .limit(1);
  if (!row) throw notFound(`This website has no ${version} content yet.`);
  return checked(renderContextSchema, row.document, `The ${version} render context`);
}

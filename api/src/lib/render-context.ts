import { and, eq } from 'drizzle-orm';
import { renderContextSchema, type RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../db/client';
import { siteContexts, type ContextVersion } from '../db/schema';
import { checked } from './checked';
import { homeOrigin } from './home-url';
import { notFound } from './http-error';

// A site's render context (its approved content), read by the public render-context route, planning's
// mail and the studio's drafts. Publishing invalidates this key: app.publicCache.invalidate(siteId, RENDER_CONTEXT_KEY).
export const RENDER_CONTEXT_KEY = 'render-context:approved';

export async function loadRenderContext(db: Db, siteId: string, version: ContextVersion): Promise<RenderContext> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, version)))
    .limit(1);
  if (!row) throw notFound(`This website has no ${version} content yet.`);
  const context = checked(renderContextSchema, row.document, `The ${version} render context`);
  // The home's own address, from its setting (whatever a saved document says).
  return { ...context, canonicalUrl: await homeOrigin(db, siteId) };
}

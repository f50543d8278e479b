import { apiClient } from '@keepsake/shared/api-client';
import { redirectsSchema, renderContextSchema, type Redirect, type RenderContext } from '@keepsake/shared/contract';
import { withPlanNow } from './plan-now-link';

export interface Website {
  context: RenderContext;
  redirects: Redirect[];
}

/**
 * SPEC §4: when previewing, the draft context; otherwise the approved context plus the redirects, in parallel.
 * A refresh (withRedirects false) does the same without the redirects.
 */
export async function loadWebsite({ previewing, withRedirects = true }: { previewing: boolean; withRedirects?: boolean }): Promise<Website> {
  if (previewing) {
    const context = await apiClient.get('/api/web/render-context/draft', { schema: renderContextSchema });
    return { context: addPlanNow(context), redirects: [] };
  }
  const [context, redirects] = await Promise.all([
    apiClient.get('/api/web/render-context/approved', { schema: renderContextSchema }),
    withRedirects ? apiClient.get('/api/web/redirects', { schema: redirectsSchema }) : Promise.resolve([]),
  ]);
  return { context: addPlanNow(context), redirects };
}

function addPlanNow(context: RenderContext): RenderContext {
  return { ...context, navigation: withPlanNow(context.navigation) };
}

export function isPreviewing(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('preview') === 'true';
}

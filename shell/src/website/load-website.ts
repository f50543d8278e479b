import { apiClient } from '@keepsake/shared/api-client';
import type { Redirect, RenderContext } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';
import { withPlanNow } from './plan-now-link';

export interface Website {
  context: RenderContext;
  redirects: Redirect[];
}

// Responses are typed by the contract but not parsed here: the API checks what it sends against the
// contract, and parsing would put zod (14 KB gzip) on every page's critical path (DESIGN.md: the client
// uses the inferred types).

/** SPEC §4: when previewing, the draft context; otherwise the approved context plus the redirects, in parallel. */
export async function loadWebsite({ previewing }: { previewing: boolean }): Promise<Website> {
  if (previewing) {
    const context = await apiClient.get<RenderContext>(apiPaths.renderContext(true));
    return { context: addPlanNow(context), redirects: [] };
  }
  const [context, redirects] = await Promise.all([
    apiClient.get<RenderContext>(apiPaths.renderContext(false)),
    apiClient.get<Redirect[]>(apiPaths.redirects()),
  ]);
  return { context: addPlanNow(context), redirects };
}

function addPlanNow(context: RenderContext): RenderContext {
  return { ...context, navigation: withPlanNow(context.navigation) };
}

export function isPreviewing(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('preview') === 'true';
}

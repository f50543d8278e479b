import { apiClient, statusOf } from '@keepsake/shared/api-client';
import type { Redirect, RenderContext } from '@keepsake/shared/contract/website';
import { apiPaths } from '@keepsake/shared/rules';
import { keepsakeStore, redirectsAtom, renderContextAtom } from '@keepsake/shared/store';
import { withPlanNow } from './plan-now-link';

export interface Website {
  context: RenderContext;
  redirects: Redirect[];
  // False when a draft was asked for but refused: a visitor with a preview link sees the live site.
  previewing: boolean;
}

// Responses are typed by the contract but not parsed here: the API checks what it sends against the
// contract, and parsing would put zod (14 KB gzip) on every page's critical path (docs/architecture.md: the client
// uses the inferred types).

/** SPEC §4: when previewing, the draft context; otherwise the approved context plus the redirects, in parallel. */
export async function loadWebsite({ previewing }: { previewing: boolean }): Promise<Website> {
  if (previewing) {
    try {
      const context = await apiClient.get<RenderContext>(apiPaths.renderContext(true));
      return { context: addPlanNow(context), redirects: [], previewing: true };
    } catch (error) {
      // Only staff see a draft (401/403 for anyone else): they get the live site instead of an error page.
      const status = statusOf(error);
      if (status !== 401 && status !== 403) throw error;
      return loadWebsite({ previewing: false });
    }
  }
  const [context, redirects] = await Promise.all([
    apiClient.get<RenderContext>(apiPaths.renderContext(false)),
    apiClient.get<Redirect[]>(apiPaths.redirects()),
  ]);
  return { context: addPlanNow(context), redirects, previewing: false };
}

/** The website every part of the page reads: its render context and redirects, in the one store. */
export function showWebsite(website: Website): void {
  keepsakeStore.set(renderContextAtom, website.context);
  keepsakeStore.set(redirectsAtom, website.redirects);
}

function addPlanNow(context: RenderContext): RenderContext {
  return { ...context, navigation: withPlanNow(context.navigation) };
}

export function isPreviewing(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('preview') === 'true';
}

import type { QueryKey, queryClient as pageQueryClient } from '@keepsake/shared/query';
import type { Website } from '../website/load-website';

type QueryClient = typeof pageQueryClient;

/** What the server hands the browser in the page (a JSON data block): hydration starts from the same data. */
export interface ServerState {
  /** The answer's status: a page the server answered with an error is finished in the browser. */
  status: number;
  website: Website;
  queries: { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];
}

export const SERVER_STATE_ID = 'keepsake-server-state';

export function serverState(status: number, website: Website, queryClient: QueryClient): ServerState {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt }));
  return { status, website, queries };
}

/** The server's state in this page, when the server rendered it. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

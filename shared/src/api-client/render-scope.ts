// Where the shared API client sends a call made while the server renders a page (ADR 044): the API
// upstream, with the page's host as X-Host. Renders overlap, so the server keeps each one's scope in its
// own async context (AsyncLocalStorage) and hands the client a reader here; shared/ stays free of Node.
// In the browser no reader is set and the client calls its own origin with `location`, as before.
export interface ApiRenderScope {
  /** The page's host as the visitor asked for it (X-Host). */
  host: string;
  /** Makes the call: same-origin paths go to the API the shell proxies /api to. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let readScope: () => ApiRenderScope | undefined = () => undefined;

/** The server's hook: called once, with a reader of the current render's scope. */
export function setApiRenderScopeReader(reader: () => ApiRenderScope | undefined): void {
  readScope = reader;
}

export function currentApiRenderScope(): ApiRenderScope | undefined {
  return readScope();
}

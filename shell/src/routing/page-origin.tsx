import { createContext, useContext } from 'react';

// The page's origin for the redirects (SPEC §2): the browser's own; on the server, the request's, given per
// render (ADR 044: renders overlap, so no global `location` is pointed at a request).
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}

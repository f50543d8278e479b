import { parseId } from '@keepsake/shared/rules';

// The two addresses whose reads start early (start-early-reads.ts). Any letter case, as React Router matches.

/** /family-portal, the list of my cases. */
export const portalHomeAddress = (pathname: string): boolean => /^\/family-portal\/?$/i.test(pathname);

/** /family-portal/{id} or /family-portal/{id}/{name}: the case's home; the id, or null for any other address. */
export function caseHomeAddress(pathname: string): number | null {
  const match = /^\/family-portal\/([^/]+)(?:\/[^/]+)?\/?$/i.exec(pathname);
  // `login` and `invitation` are not ids, so they are not a case's home.
  return match ? parseId(match[1]) : null;
}

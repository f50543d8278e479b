import type { RenderContext } from '@keepsake/shared/contract';

// Settings that change the site's security (issue 37 point 8): who may frame every page (builderOrigins sets
// frame-ancestors) and where a redirect may send a visitor. A STAFF member edits the site; only an owner
// publishes (or rolls back to) a version that changes these.
export const SECURITY_OWNER_ONLY = 'Only an owner of this funeral home can change who may show the site in a frame or where it may redirect visitors.';

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].map((value) => value.trim().toLowerCase()).sort();
const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Whether going from `before` to `after` changes a security setting. */
export function securityChanged(before: RenderContext | null, after: RenderContext): boolean {
  return (
    !same(before?.settings.builderOrigins, after.settings.builderOrigins) ||
    !same(before?.settings.allowedRedirectOrigins, after.settings.allowedRedirectOrigins)
  );
}

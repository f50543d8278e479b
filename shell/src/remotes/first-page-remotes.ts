import { remoteRouteForPath } from '../routing/remote-routes';
import { loadRemoteComponent } from './remote-component';
import { FOOTER_ID, HEADER_ID } from './site-frame';

/** How long a page drawn in the browser waits for its remotes before it renders without them (they then load as before). */
const WAIT_MS = 3_000;

/**
 * Before the first render of a page drawn in the browser (no server HTML: the portal, the studio): the exposed
 * modules it renders, the path's remote and the site's header and footer around it (ADR 125), loaded first so the first commit
 * draws them (remote-component.ts: otherwise each is revealed up to 300 ms after its code is in), with what each
 * module's `preparePage` readies for the path (its lazy parts on that page). Nothing is
 * visible before either way: the shell's fallback while a remote loads is a status for screen readers. A
 * remote that fails or is slow is left to its boundary, which shows it loading or failed, as before.
 */
export async function loadFirstPageRemotes(pathname: string, waitMs = WAIT_MS): Promise<void> {
  const route = remoteRouteForPath(pathname);
  const ids = route ? [...(route.siteLayout ? [HEADER_ID, FOOTER_ID] : []), route.id] : [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.allSettled(ids.map((id) => loadRemoteComponent(id, pathname))), waited]);
  clearTimeout(timer);
}

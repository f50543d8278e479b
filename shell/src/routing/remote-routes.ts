import apps from '../../../apps.json';

// Which remote owns which path prefix (SPEC §2), from apps.json (the one list of apps): the remote whose
// prefix is "/" gets every other path. Each mounts its expose (./routes unless apps.json names another),
// inside the site's layout unless apps.json says siteLayout: false (the staff studio).
export interface RemoteRoute {
  path: string;
  id: string;
  area: string;
  siteLayout: boolean;
}

type AppEntry = (typeof apps.remotes)[number] & { expose?: string; siteLayout?: boolean };

const route = (remote: AppEntry, path: string): RemoteRoute => ({
  path,
  id: `${remote.federationName}/${(remote.expose ?? './routes').slice(2)}`,
  area: remote.area,
  siteLayout: remote.siteLayout !== false,
});

const owners: AppEntry[] = apps.remotes;

export const REMOTE_ROUTES: RemoteRoute[] = [
  // React Router matches case-insensitively: /Family-Portal is the portal too (SPEC §2).
  ...owners.filter((remote) => remote.pathPrefix !== '/').map((remote) => route(remote, `${remote.pathPrefix.slice(1)}/*`)),
  ...owners.filter((remote) => remote.pathPrefix === '/').map((remote) => route(remote, '*')),
];

const fallback = REMOTE_ROUTES.find((route) => route.path === '*')?.id ?? 'site/routes';

export function remoteIdForPath(pathname: string): string {
  return remoteRouteForPath(pathname)?.id ?? fallback;
}

/** The route that owns a path (the site's for every other path). */
export function remoteRouteForPath(pathname: string): RemoteRoute | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return REMOTE_ROUTES.find((route) => route.path === `${first}/*`) ?? REMOTE_ROUTES.find((route) => route.path === '*');
}

import apps from '../../../apps.json';

// Which remote owns which path prefix (SPEC §2), from apps.json (the one list of apps): the remote whose
// prefix is "/" gets every other path.
export interface RemoteRoute {
  path: string;
  id: string;
  area: string;
}

const owners = apps.remotes.filter((remote) => remote.pathPrefix !== null);

export const REMOTE_ROUTES: RemoteRoute[] = [
  // React Router matches case-insensitively: /Family-Portal is the portal too (SPEC §2).
  ...owners
    .filter((remote) => remote.pathPrefix !== '/')
    .map((remote) => ({ path: `${remote.pathPrefix!.slice(1)}/*`, id: `${remote.federationName}/routes`, area: remote.area })),
  ...owners.filter((remote) => remote.pathPrefix === '/').map((remote) => ({ path: '*', id: `${remote.federationName}/routes`, area: remote.area })),
];

const fallback = REMOTE_ROUTES.find((route) => route.path === '*')?.id ?? 'site/routes';

export function remoteIdForPath(pathname: string): string {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return REMOTE_ROUTES.find((route) => route.path === `${first}/*`)?.id ?? fallback;
}

// Which remote owns which path prefix (SPEC §2). Everything else is the content site.
export interface RemoteRoute {
  path: string;
  id: string;
  area: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: 'obituaries/*', id: 'obituaries/routes', area: 'Obituaries' },
  { path: 'plan-now/*', id: 'planning/routes', area: 'Planning' },
  // React Router matches case-insensitively: /Family-Portal is the portal too (SPEC §2).
  { path: 'family-portal/*', id: 'portal/routes', area: 'The Family Portal' },
  { path: '*', id: 'site/routes', area: 'This page' },
];

export function remoteIdForPath(pathname: string): string {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return REMOTE_ROUTES.find((route) => route.path === `${first}/*`)?.id ?? 'site/routes';
}

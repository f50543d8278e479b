/** @jest-environment node */
import { REMOTE_ROUTES, remoteIdForPath } from './remote-routes';

describe('remote routes from apps.json', () => {
  it('routes each path prefix to its remote, everything else to the site', () => {
    expect(REMOTE_ROUTES).toEqual([
      { path: 'obituaries/*', id: 'obituaries/routes', area: 'Obituaries', siteLayout: true },
      { path: 'plan-now/*', id: 'planning/routes', area: 'Planning', siteLayout: true },
      { path: 'family-portal/*', id: 'portal/routes', area: 'The Family Portal', siteLayout: true },
      // The staff's remote mounts its studio app at /studio, without the site's layout (issue 38.1).
      { path: 'studio/*', id: 'builder_bridge/Studio', area: 'The studio', siteLayout: false },
      { path: '*', id: 'site/routes', area: 'This page', siteLayout: true },
    ]);
    expect(remoteIdForPath('/Studio/cases')).toBe('builder_bridge/Studio');
    expect(remoteIdForPath('/Obituaries/12/jane')).toBe('obituaries/routes');
    expect(remoteIdForPath('/family-portal')).toBe('portal/routes');
    expect(remoteIdForPath('/about-us')).toBe('site/routes');
  });
});

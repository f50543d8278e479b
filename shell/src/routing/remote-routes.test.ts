/** @jest-environment node */
import { REMOTE_ROUTES, remoteIdForPath } from './remote-routes';

describe('remote routes from apps.json', () => {
  it('routes each path prefix to its remote, everything else to the site', () => {
    expect(REMOTE_ROUTES).toEqual([
      { path: 'obituaries/*', id: 'obituaries/routes', area: 'Obituaries' },
      { path: 'plan-now/*', id: 'planning/routes', area: 'Planning' },
      { path: 'family-portal/*', id: 'portal/routes', area: 'The Family Portal' },
      { path: '*', id: 'site/routes', area: 'This page' },
    ]);
    expect(remoteIdForPath('/Obituaries/12/jane')).toBe('obituaries/routes');
    expect(remoteIdForPath('/family-portal')).toBe('portal/routes');
    expect(remoteIdForPath('/about-us')).toBe('site/routes');
  });
});

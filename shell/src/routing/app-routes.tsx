import { Outlet, Route, Routes } from 'react-router-dom';
import { RemoteMount } from '../remotes/remote-mount';
import { SiteFrame } from '../remotes/site-frame';
import { RedirectGate } from './redirect-gate';
import { REMOTE_ROUTES } from './remote-routes';

/** Each path prefix goes to the remote that owns it, inside the site's frame (header, main, footer) unless apps.json says not. */
export function AppRoutes() {
  return (
    <RedirectGate>
      <Routes>
        {REMOTE_ROUTES.filter((route) => !route.siteLayout).map((route) => (
          <Route key={route.id} path={route.path} element={<RemoteMount id={route.id} area={route.area} />} />
        ))}
        <Route
          element={
            <SiteFrame>
              <Outlet />
            </SiteFrame>
          }
        >
          {REMOTE_ROUTES.filter((route) => route.siteLayout).map((route) => (
            <Route key={route.id} path={route.path} element={<RemoteMount id={route.id} area={route.area} />} />
          ))}
        </Route>
      </Routes>
    </RedirectGate>
  );
}

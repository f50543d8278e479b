import { Outlet, Route, Routes } from 'react-router-dom';
import { RemoteMount } from '../remotes/remote-mount';
import { SiteLayout } from '../remotes/site-layout';
import { RedirectGate } from './redirect-gate';
import { REMOTE_ROUTES } from './remote-routes';

/** Each path prefix goes to the remote that owns it, inside the site's layout chrome. */
export function AppRoutes() {
  return (
    <RedirectGate>
      <Routes>
        {/* The staff studio (remote-builder-bridge's ./Studio) is a tool, not a page of the site: no site chrome. */}
        <Route path="studio/*" element={<RemoteMount id="builder_bridge/Studio" area="The studio" />} />
        <Route
          element={
            <SiteLayout>
              <Outlet />
            </SiteLayout>
          }
        >
          {REMOTE_ROUTES.map((route) => (
            <Route key={route.id} path={route.path} element={<RemoteMount id={route.id} area={route.area} />} />
          ))}
        </Route>
      </Routes>
    </RedirectGate>
  );
}

import { Route, Routes } from 'react-router-dom';
import { PortalHomePage } from './features/home/components/portal-home-page';

/** The Family Portal's route tree (exposed as ./routes), mounted at /family-portal. */
export default function PortalRoutes() {
  return (
    <Routes>
      <Route index element={<PortalHomePage />} />
    </Routes>
  );
}

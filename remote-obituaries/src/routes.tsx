import { Route, Routes } from 'react-router-dom';
import { ObituariesPage } from './features/search/components/obituaries-page';

/** The obituaries route tree (exposed as ./routes), mounted at /obituaries. */
export default function ObituaryRoutes() {
  return (
    <Routes>
      <Route index element={<ObituariesPage />} />
    </Routes>
  );
}

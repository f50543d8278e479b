import { Route, Routes } from 'react-router-dom';
import { ContentPage } from './features/pages/components/content-page';

/** The site's route tree (exposed as ./routes): every path not owned by another remote. */
export default function SiteRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}

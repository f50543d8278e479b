import { Route, Routes, useLocation } from 'react-router-dom';
import { unknownPage } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { KeepsakePage } from './components/keepsake-page';

function UnknownPage(): never {
  throw unknownPage(useLocation().pathname);
}

/** /keepsake/{token}: the keepsake mail's link (issue 43.4), its own chunk with the data layer. */
export default function KeepsakeRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route path=":token" element={<KeepsakePage />} />
        <Route path="*" element={<UnknownPage />} />
      </Routes>
    </QueryProvider>
  );
}

import { Route, Routes } from 'react-router-dom';
import { ObituaryEditPage } from './obituary-edit-page';
import { ObituaryList } from './obituary-list';

/** /studio/obituaries: public obituaries that have no case (imported or older ones), and one to edit. */
export function ObituariesArea() {
  return (
    <Routes>
      <Route index element={<ObituaryList />} />
      <Route path=":obituaryId" element={<ObituaryEditPage />} />
    </Routes>
  );
}

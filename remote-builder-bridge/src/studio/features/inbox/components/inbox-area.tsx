import { Route, Routes } from 'react-router-dom';
import { CaseFromItemPage } from './case-from-item-page';
import { InboxItemPage } from './inbox-item-page';
import { InboxList } from './inbox-list';

/** /studio/inbox: the list, one item, and a case made from a plan. */
export function InboxArea() {
  return (
    <Routes>
      <Route index element={<InboxList />} />
      <Route path=":itemId" element={<InboxItemPage />} />
      <Route path=":itemId/case" element={<CaseFromItemPage />} />
    </Routes>
  );
}

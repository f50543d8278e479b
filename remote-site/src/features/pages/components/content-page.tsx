import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { PageError } from '@keepsake/shared/page-error';
import { findPage } from '../find-page';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { ModuleList } from './module-list';

/** A content page by path from the render context (SPEC §2). */
export function ContentPage() {
  const { pathname } = useLocation();
  const context = useAtomValue(renderContextAtom);
  const found = context ? findPage(context, pathname) : { kind: 'missing' as const };
  useDocumentMeta(found.kind === 'page' ? found.page.title : null, found.kind === 'page' ? found.page.description : null, context?.company.name);
  if (found.kind === 'redirect') return <Navigate to={found.to} replace />;
  if (found.kind === 'missing') throw new PageError(404, 'Page not found', pathname);
  return <ModuleList modules={found.page.modules} />;
}

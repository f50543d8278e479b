import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { PageError } from '@keepsake/shared/page-error';
import { findPage } from '../find-page';
import { selectLayout } from '../select-layout';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { ModuleList, modulesHaveH1 } from './module-list';
import { PageLayout } from './page-layout';

/** A content page by path from the render context (SPEC §2), in the layout it names. */
export function ContentPage() {
  const { pathname, search } = useLocation();
  const context = useAtomValue(renderContextAtom);
  const found = context ? findPage(context, pathname) : { kind: 'missing' as const };
  const page = found.kind === 'page' ? found.page : null;
  useDocumentMeta(page?.title ?? null, page?.description ?? null, context?.company.name);
  if (found.kind === 'redirect') return <Navigate to={{ pathname: found.to, search }} replace />;
  if (!context || !page) throw new PageError(404, 'Page not found', pathname);
  return (
    <PageLayout name={selectLayout(page, context.settings)}>
      {modulesHaveH1(page.modules) ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <ModuleList modules={page.modules} site={context} />
    </PageLayout>
  );
}

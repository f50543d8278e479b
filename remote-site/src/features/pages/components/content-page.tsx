import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { unknownPage } from '@keepsake/shared/page-error';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { findPage } from '../../../lib/find-page';
import { selectLayout } from '../../../lib/select-layout';
import { PageLayout } from '../../../components/page-layout';
import { ModuleList, modulesHaveH1 } from './module-list';

/** A content page by path from the render context (SPEC §2), in the layout it names. */
export function ContentPage() {
  const { pathname, search } = useLocation();
  const context = useAtomValue(renderContextAtom);
  const found = context ? findPage(context, pathname) : { kind: 'missing' as const };
  const page = found.kind === 'page' ? found.page : null;
  useDocumentTitle(page?.title ?? null, page?.description);
  if (found.kind === 'redirect') return <Navigate to={{ pathname: found.to, search }} replace />;
  if (!context || !page) throw unknownPage(pathname);
  return (
    <PageLayout name={selectLayout(page, context.settings)}>
      {modulesHaveH1(page.modules) ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <ModuleList modules={page.modules} site={context} />
    </PageLayout>
  );
}

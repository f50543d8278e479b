import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { Page, RenderContext } from '@keepsake/shared/contract/website';
import { renderedAlt, resolveFacts } from '@keepsake/shared/rules';
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
  // A page with no modules shows its first child (SPEC §2). The child is drawn here too, so the server's
  // HTML has its content (a reader without JavaScript, a crawler) and the browser hydrates the same markup
  // before <Navigate> moves the address to the child after hydration.
  const target = found.kind === 'redirect' && context ? findPage(context, found.to) : found;
  // The home's facts ({{phone}}…) read from its settings as the page renders (issue 40.2, home-facts.ts): the
  // draft and the live document keep the references, never a copy.
  const stored = target.kind === 'page' ? target.page : null;
  const page = useMemo(() => (stored && context ? resolveFacts(stored, context) : null), [stored, context]);
  // The studio's search title and share picture (issue 26) where the page has them.
  const share = page?.shareImage ? { image: page.shareImage.src, imageAlt: renderedAlt(page.shareImage) || undefined } : undefined;
  useDocumentTitle(page ? page.seoTitle || page.title : null, page?.description, share);
  const redirect = found.kind === 'redirect' ? <Navigate to={{ pathname: found.to, search }} replace /> : null;
  if (!context || !page) {
    // A child that is itself an empty page: follow the chain in the browser.
    if (redirect) return redirect;
    throw unknownPage(pathname);
  }
  return (
    <>
      {redirect}
      <PageBody page={page} context={context} />
    </>
  );
}

function PageBody({ page, context }: { page: Page; context: RenderContext }) {
  return (
    <PageLayout name={selectLayout(page, context.settings)}>
      {modulesHaveH1(page.modules) ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <ModuleList modules={page.modules} site={context} />
    </PageLayout>
  );
}

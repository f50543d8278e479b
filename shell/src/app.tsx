import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Provider, useAtomValue } from 'jotai';
import { GlobalStyles, ThemeProvider } from '@keepsake/shared/theme';
import { Toaster } from '@keepsake/shared/ui';
import { keepsakeStore, renderContextAtom } from '@keepsake/shared/store';
import { AppRoutes } from './routing/app-routes';
import { useLinkPrefetch } from './routing/use-link-prefetch';
import { RouteAnnouncer } from './routing/route-announcer';
import { useDropServerHeadOnNavigation } from './routing/drop-server-head';
import { usePageIcon } from './head/use-page-icon';
import { BuilderBridgeMount } from './remotes/builder-bridge-mount';

export type PageStore = typeof keepsakeStore;

/**
 * Providers once for the whole page: the one store, the theme from the design, the toaster, the router.
 * `Router` and `store`: the server renders the same tree at the request's path (StaticRouter, ADR 044).
 */
export function App({
  withBuilderBridge,
  Router = BrowserRouter,
  store = keepsakeStore,
}: {
  withBuilderBridge: boolean;
  Router?: ComponentType<{ children: ReactNode }>;
  /** The page's one store in the browser; the server gives each render its own (ADR 044). */
  store?: PageStore;
}) {
  return (
    <Provider store={store}>
      <Themed>
        <Router>
          <Page />
          {withBuilderBridge ? <BuilderBridgeMount /> : null}
        </Router>
        <Toaster />
      </Themed>
    </Provider>
  );
}

/** The site's theme from the render context (also the server's error page, server-error-page.tsx). */
export function Themed({ children }: { children: ReactNode }) {
  const context = useAtomValue(renderContextAtom);
  return (
    <ThemeProvider design={context?.design}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}

function Page() {
  const context = useAtomValue(renderContextAtom);
  usePageIcon(context?.company.logoUrl);
  useLinkPrefetch();
  useDropServerHeadOnNavigation();
  return (
    <>
      <AppRoutes />
      <RouteAnnouncer />
    </>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { QueryProvider } from '@keepsake/shared/query';
import { renderContextAtom } from '@keepsake/shared/store';
import { ThemeProvider } from '@keepsake/shared/theme';
import { siteFixture } from './site-fixture';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

// Renders inside the providers the shell gives every remote (store with the site, theme, router) and the
// data layer the blog provides.
export function renderWithSite(
  ui: ReactElement,
  { site = siteFixture(), path = '/', routePath }: { site?: RenderContext | null; path?: string; routePath?: string } = {},
) {
  const store = createStore();
  store.set(renderContextAtom, site);
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <ThemeProvider design={site?.design}>
        <QueryProvider>
          <MemoryRouter initialEntries={[path]}>
            {routePath ? (
              <Routes>
                <Route path={routePath} element={children} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            ) : (
              children
            )}
            {routePath ? null : <LocationProbe />}
          </MemoryRouter>
        </QueryProvider>
      </ThemeProvider>
    </Provider>
  );
  return { ...render(wrap(ui)), store };
}

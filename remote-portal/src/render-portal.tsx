import { configure, render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isPageError } from '@keepsake/shared/page-error';
import { queryClient } from '@keepsake/shared/query';
import { authTokenAtom, keepsakeStore, sessionAtom, type SessionState } from '@keepsake/shared/store';
import { ThemeProvider } from '@keepsake/shared/theme';
import { Component, type ReactNode } from 'react';
import PortalRoutes from './routes';
import { ME } from './testing/portal-fixtures';

// Lazy task pages and the query layer take longer than the 1 s default on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

// Stands in for the shell's boundary: a PageError becomes its status on the page.
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p>{isPageError(error) ? `Page error ${error.status}` : 'Crashed'}</p>;
    return this.props.children;
  }
}

export const SIGNED_IN: SessionState = { status: 'authenticated', user: ME };

/** The portal as the shell mounts it: the one store, the theme, the router at /family-portal/*. */
export function renderPortal(path: string, session: SessionState = SIGNED_IN, extra?: ReactElement) {
  queryClient.clear();
  keepsakeStore.set(authTokenAtom, session.status === 'authenticated' ? 'token' : null);
  keepsakeStore.set(sessionAtom, session);
  return render(
    <Provider store={keepsakeStore}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Boundary>
            <Routes>
              <Route path="/family-portal/*" element={<PortalRoutes />} />
            </Routes>
          </Boundary>
          <Where />
          {extra}
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

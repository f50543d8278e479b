import { createRoot } from 'react-dom/client';
import { keepsakeStore, redirectsAtom, renderContextAtom, builderStateAtom } from '@keepsake/shared/store';
import { GlobalStyles, ThemeProvider } from '@keepsake/shared/theme';
import { App } from './app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { loadRegistry } from './registry/load-registry';
import { isPreviewing, loadWebsite } from './website/load-website';
import { loadSession, refreshSessionOnFocus } from './auth/load-session';
import { forgetStoredToken } from './auth/forget-stored-token';
import { shouldLoadBuilderBridge } from './remotes/builder-bridge-mount';
import { PROVIDED_ONLY_FOR_REMOTES } from './provide-shared';

const root = createRoot(document.getElementById('root')!, {
  onUncaughtError: (error) => console.error('[keepsake] uncaught', error),
});

// Keeps the lazy imports in the build, so the shell provides these singletons to the remotes.
Object.freeze(PROVIDED_ONLY_FOR_REMOTES);

async function start() {
  forgetStoredToken();
  // Registry, website and session load in parallel: each round trip is paid once (DESIGN.md).
  const [, website] = await Promise.all([loadRegistry(), loadWebsite({ previewing: isPreviewing() }), loadSession()]);
  const { previewing } = website;
  keepsakeStore.set(builderStateAtom, (state) => ({ ...state, previewing }));
  keepsakeStore.set(renderContextAtom, website.context);
  keepsakeStore.set(redirectsAtom, website.redirects);
  refreshSessionOnFocus();
  root.render(
    <AppErrorBoundary>
      <App withBuilderBridge={shouldLoadBuilderBridge(previewing)} />
    </AppErrorBoundary>,
  );
}

start().catch((error: unknown) => {
  // Nothing to compose without the registry or the website: the whole page is the error page.
  root.render(
    <ThemeProvider>
      <GlobalStyles />
      <AppErrorBoundary>
        <Thrower error={error} />
      </AppErrorBoundary>
    </ThemeProvider>,
  );
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { keepsakeStore, builderStateAtom } from '@keepsake/shared/store';
import { deferRegionsWhileHydrating } from '@keepsake/shared/ui';
import { GlobalStyles, ThemeProvider } from '@keepsake/shared/theme';
import { App } from './app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { loadRegistry } from './registry/load-registry';
import { isPreviewing, loadWebsite, showWebsite, type Website } from './website/load-website';
import { loadSession, refreshSessionOnFocus } from './auth/load-session';
import { forgetStoredToken } from './auth/forget-stored-token';
import { listenToRemotes } from './events/listen-to-remotes';
import { shouldLoadBuilderBridge } from './remotes/builder-bridge-mount';
import { loadFirstPageRemotes } from './remotes/first-page-remotes';
import { PROVIDED_ONLY_FOR_REMOTES } from './provide-shared';
import { readServerState, type ServerState } from './server/server-state';
import { seedServerQueries } from './server/seed-server-queries';
import { yieldToBrowser } from './start/yield-to-browser';

const container = document.getElementById('root')!;
const onUncaughtError = (error: unknown) => console.error('[keepsake] uncaught', error);
// The page the server rendered (ADR 044): hydrated from the data it was rendered with, not fetched again.
const serverState = readServerState();
let root: Root | null = null;

// Keeps the lazy imports in the build, so the shell provides these singletons to the remotes.
Object.freeze(PROVIDED_ONLY_FOR_REMOTES);

async function start() {
  // Each step of the start-up in a task of its own (issue 44, ADR 124): this module's evaluation (React and
  // the shell's code), the registry and session, the seeding of the server's data, the hydration.
  await yieldToBrowser();
  forgetStoredToken();
  listenToRemotes();
  // Registry, website and session load in parallel: each round trip is paid once (docs/architecture.md).
  const [, website] = await Promise.all([loadRegistry(), websiteOf(serverState), loadSession()]);
  const { previewing } = website;
  keepsakeStore.set(builderStateAtom, (state) => ({ ...state, previewing }));
  showWebsite(website);
  refreshSessionOnFocus();
  const app = (
    <AppErrorBoundary>
      <App withBuilderBridge={shouldLoadBuilderBridge(previewing)} />
    </AppErrorBoundary>
  );
  if (serverState) {
    await seedServerQueries(serverState);
    await yieldToBrowser();
    // The page's deferred regions stay server HTML until each is needed (ADR 112).
    deferRegionsWhileHydrating();
    // In a transition, React hydrates in time slices that yield to the browser (and to a visitor's input,
    // which it replays once the target is hydrated) instead of in one long task after the first paint.
    startTransition(() => {
      root = hydrateRoot(container, app, { onUncaughtError, onRecoverableError: recoverableErrorHandler(serverState) });
    });
  } else {
    // Drawn in the browser: the page's remotes first, so the first render draws them (ADR 134).
    await loadFirstPageRemotes(window.location.pathname);
    root = createRoot(container, { onUncaughtError });
    root.render(app);
  }
}

/**
 * When the server answered with the page's error (404 for an unknown obituary), it left that area for the
 * browser, which shows the error page: expected, not a hydration fault. Anything else is reported.
 */
function recoverableErrorHandler(state: ServerState) {
  return (error: unknown) => {
    if (state.status >= 400) console.info('[keepsake] the page error is shown by the browser', error);
    else console.error('[keepsake] hydration', error);
  };
}

function websiteOf(state: ServerState | null): Promise<Website> {
  return state ? Promise.resolve(state.website) : loadWebsite({ previewing: isPreviewing() });
}

start().catch((error: unknown) => {
  // Nothing to compose without the registry or the website: the whole page is the error page.
  root?.unmount();
  container.replaceChildren();
  createRoot(container, { onUncaughtError }).render(
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

import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';
import { claimChunkReload, isChunkLoadError } from './chunk-reload-guard';

interface State {
  error: unknown;
  failed: boolean;
}

// The app mounts once and becomes the error page on an unrecoverable error (SPEC §4). It sits outside the
// router, so its buttons leave with a full page load, which also clears the error.
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && claimChunkReload(window.location.pathname)) window.location.reload();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main">
        <ErrorPage error={this.state.error} onHome={() => window.location.assign('/')} onSearch={() => window.location.assign('/obituaries')} />
      </main>
    );
  }
}

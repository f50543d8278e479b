import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@keepsake/shared/ui';
import { isPageError } from '@keepsake/shared/page-error';
import { claimChunkReload, isChunkLoadError } from '../errors/chunk-reload-guard';

interface Props {
  /** What this area is called for a visitor, e.g. "Obituaries". */
  area: string;
  /** A new value (the path) clears a shown error: navigating away from a 404 must show the next page. */
  resetKey: string;
  onRetry: () => void;
  renderPageError: (error: unknown) => ReactNode;
  /** What to show instead of the default in-place error. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

// Each remote mount sits in its own boundary: a remote that cannot load shows an error with a retry in
// place, while the chrome and the other remotes keep working (docs/architecture.md).
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isPageError(error)) return;
    if (isChunkLoadError(error) && claimChunkReload(window.location.pathname)) {
      window.location.reload();
      return;
    }
    console.error(`[keepsake] ${this.props.area} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isPageError(this.state.error)) return this.props.renderPageError(this.state.error);
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" css={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1.25rem', textAlign: 'center' }}>
        <h2>{this.props.area} is unavailable right now</h2>
        <p>This part of the site could not be loaded. The rest of the site still works.</p>
        <Button displayType="PRIMARY" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}

import { useState } from 'react';
import { Button, DeferredHydration, type HydrateWhen } from '@keepsake/shared/ui';
import { forgetRemoteComponent, remoteComponent } from './remote-component';
import { RemoteBoundary } from './remote-boundary';

interface SiteRegionProps {
  /** The exposed module, e.g. 'site/Header'. */
  id: string;
  /** When the served HTML hydrates (ADR 112); the remote's code loads only then. */
  when: HydrateWhen;
  /** What a visitor calls it, for the notice: "The site's header". */
  area: string;
}

/**
 * One part of the site's frame drawn by a remote (ADR 125): a deferred region, so on a served page the remote
 * starts only when the region hydrates (its lazy component is required then, not at load), with a boundary of
 * its own, so a remote that is down costs that part only, with a notice and "Try again".
 */
export function SiteRegion({ id, when, area }: SiteRegionProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteComponent(id);
  const retry = () => {
    forgetRemoteComponent(id);
    setAttempt((n) => n + 1);
  };
  return (
    <DeferredHydration when={when}>
      <RemoteBoundary
        key={attempt}
        area={area}
        resetKey={id}
        onRetry={retry}
        renderPageError={() => null}
        fallback={
          <div role="alert" css={{ padding: '0.75rem 1.25rem', display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{`${area} could not be loaded.`}</span>
            <Button size="sm" displayType="SECONDARY" onClick={retry}>
              Try again
            </Button>
          </div>
        }
      >
        {/* Suspends to the region's own boundary: drawn in the browser, the part appears once its chunk is in;
            on a served page React keeps the server's HTML while it loads. */}
        <Remote />
      </RemoteBoundary>
    </DeferredHydration>
  );
}

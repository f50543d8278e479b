import { Suspense } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { remoteComponent, forgetRemoteComponent } from './remote-component';

const BRIDGE_ID = 'builder_bridge/BuilderBridge';

/**
 * The builder bridge loads only in preview mode: inside the staff studio's frame it talks to the studio;
 * in a tab it shows staff that they are looking at the draft.
 */
export function shouldLoadBuilderBridge(previewing: boolean): boolean {
  return previewing;
}

export function BuilderBridgeMount() {
  const Bridge = remoteComponent(BRIDGE_ID);
  return (
    <RemoteBoundary area="Preview tools" resetKey="bridge" onRetry={() => forgetRemoteComponent(BRIDGE_ID)} renderPageError={() => null} fallback={null}>
      <Suspense fallback={null}>
        <Bridge />
      </Suspense>
    </RemoteBoundary>
  );
}

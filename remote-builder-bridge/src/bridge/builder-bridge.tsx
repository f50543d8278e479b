import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { inEditModeAtom, renderContextAtom } from '@keepsake/shared/store';
import { allowedParentOrigins, findParentOrigin } from './parent-origin';
import { useBridgeSession } from './hooks/use-bridge-session';
import { useEditInteractions } from './hooks/use-edit-interactions';
import { useTextSelectionReport } from './hooks/use-text-selection-report';
import { BridgeTools } from './components/bridge-tools';
import { PreviewBanner } from './components/preview-banner';

/**
 * Mounted by the shell in preview mode (exposed as ./BuilderBridge). In a tab it only shows the preview
 * banner. Inside the staff studio's frame it talks to the parent, but only when the parent's origin is
 * exactly an allowed one (this site's own, or one of settings.builderOrigins); otherwise it stays silent.
 */
export default function BuilderBridge() {
  const context = useAtomValue(renderContextAtom);
  const originsKey = (context?.settings.builderOrigins ?? []).join(' ');
  const parentOrigin = useMemo(() => {
    if (window.parent === window) return null;
    const origin = findParentOrigin(allowedParentOrigins(originsKey ? originsKey.split(' ') : []));
    if (!origin) console.warn('[keepsake] builder bridge: parent origin not allowed; staying silent');
    return origin;
  }, [originsKey]);
  if (window.parent === window) return <PreviewBanner />;
  return parentOrigin ? <BridgeSession parentOrigin={parentOrigin} /> : null;
}

function BridgeSession({ parentOrigin }: { parentOrigin: string }) {
  const send = useBridgeSession(parentOrigin);
  const editing = useAtomValue(inEditModeAtom);
  useEditInteractions(editing, send);
  useTextSelectionReport(editing, send);
  return editing ? <BridgeTools send={send} /> : null;
}

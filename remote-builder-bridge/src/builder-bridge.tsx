import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { findParentOrigin } from './features/bridge/parent-origin';

/**
 * Mounted by the shell only in preview mode inside a frame (exposed as ./BuilderBridge). It announces
 * itself to the staff editor with `web:ready`, only to an exactly allowed parent origin.
 */
export default function BuilderBridge() {
  const context = useAtomValue(renderContextAtom);
  const allowed = context?.settings.builderOrigins;
  useEffect(() => {
    const parentOrigin = findParentOrigin(allowed ?? []);
    if (!parentOrigin) {
      console.warn('[keepsake] builder bridge: parent origin not allowed; staying silent');
      return;
    }
    window.parent.postMessage({ type: 'web:ready' }, parentOrigin);
  }, [allowed]);
  return null;
}

import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { resolveFacts } from '@keepsake/shared/rules';
import { renderContextAtom } from '@keepsake/shared/store';

/**
 * The render context the header and footer draw, their words with the home's facts filled in ({{phone}},
 * home-facts.ts); null while the context is loading. One hook for ./Layout, ./Header and ./Footer.
 */
export function useLayoutContext(): RenderContext | null {
  const stored = useAtomValue(renderContextAtom);
  return useMemo(() => (stored ? { ...stored, header: resolveFacts(stored.header, stored), footer: resolveFacts(stored.footer, stored) } : null), [stored]);
}

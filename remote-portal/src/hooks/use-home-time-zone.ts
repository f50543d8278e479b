import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

// Service times are the funeral home's local times (its settings' zone), not the reader's (issue 24 §3).
export function useHomeTimeZone(): string {
  return useAtomValue(renderContextAtom)?.settings.timeZone || 'UTC';
}

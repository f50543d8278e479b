import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

// Service times are the funeral home's local times, wherever the visitor reads them.
export function useSiteTimeZone(): string {
  return useAtomValue(renderContextAtom)?.settings.timeZone ?? 'UTC';
}

import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

/**
 * The funeral home's time zone (its site settings, in the render context every page has: public pages, the
 * portal and the studio). Every instant a page shows is written in it, whatever the reader's own clock says.
 */
export function useHomeTimeZone(): string {
  // A render context without settings (a test's, a partial one) reads UTC rather than failing the page.
  return useAtomValue(renderContextAtom)?.settings?.timeZone || 'UTC';
}

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';

/**
 * Every page names itself: "{title} | {funeral home}" (just the title when it is the home's own name), and
 * the meta description search engines show under it. A null title (the page is not known yet) leaves the
 * head as it is; so does a missing description, which keeps one the server wrote for a link preview.
 */
export function useDocumentTitle(title: string | null, description?: string): void {
  const company = useAtomValue(renderContextAtom)?.company.name;
  useEffect(() => {
    if (title === null) return;
    document.title = company && title !== company ? `${title} | ${company}` : title;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, company]);
}

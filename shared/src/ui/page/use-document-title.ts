import { useContext, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { PageHeadContext, type SharePreview } from './page-head';

/**
 * Every page names itself: "{title} | {funeral home}" (just the title when it is the home's own name), and
 * the meta description search engines show under it. A null title (the page is not known yet) leaves the
 * head as it is; so does a missing description. `share`: what a link preview shows besides (a picture,
 * structured data), written by the server into the served HTML, the only one preview agents read.
 */
export function useDocumentTitle(title: string | null, description?: string, share?: SharePreview): void {
  const company = useAtomValue(renderContextAtom)?.company.name;
  const fullTitle = title === null ? null : company && title !== company ? `${title} | ${company}` : title;
  const serverHead = useContext(PageHeadContext);
  // The server renders once and runs no effects: the page's head is recorded as it renders (the innermost
  // page renders last and wins over its layout).
  if (serverHead && fullTitle !== null) serverHead.head = { title: fullTitle, description, share };
  useEffect(() => {
    if (fullTitle === null) return;
    document.title = fullTitle;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}

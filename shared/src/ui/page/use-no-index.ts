import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';

/**
 * Keeps the page out of search results (a page opened by a mailed link, whose address is its key): the served
 * HTML says noindex (the server's head, once useDocumentTitle has named the page: call it after), and so does
 * the document after the page opened in the browser.
 */
export function useNoIndex(): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead?.head) serverHead.head.noindex = true;
  useEffect(() => {
    // The served HTML already says it (server-rendered): nothing to add, nothing to take away after.
    if (document.head.querySelector('meta[name="robots"][content*="noindex"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The head tags the server wrote for the page it rendered (canonical link, Open Graph, JSON-LD, robots;
 * marked data-page-head by tools/serve/src/page-head.mjs) describe that page only: after the first in-app
 * navigation they would describe the wrong one, so they go. Crawlers and previews read the served HTML.
 */
export function useDropServerHeadOnNavigation(): void {
  const { pathname } = useLocation();
  const served = useRef(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    document.head.querySelectorAll('[data-page-head]').forEach((tag) => tag.remove());
  }, [pathname]);
}

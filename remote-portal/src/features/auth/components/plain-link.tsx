import type { MouseEvent, ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { buttonStyles } from '@keepsake/shared/ui';

/**
 * A link drawn as a secondary button that switches the sign-in page's form. Before the page's code runs (a
 * server-rendered page, issue 28) it is an ordinary link to the page showing that form; once it runs, the page
 * switches in place (keeping what was typed) and the browser does not navigate. A click with a modifier key
 * (a new tab) stays the browser's.
 */
export function PlainLink({ href, onFollow, children }: { href: string; onFollow: () => void; children: ReactNode }) {
  const theme = useTheme();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <a href={href} onClick={follow} css={[buttonStyles(theme, { displayType: 'SECONDARY' }), { textDecoration: 'none' }]}>
      {children}
    </a>
  );
}

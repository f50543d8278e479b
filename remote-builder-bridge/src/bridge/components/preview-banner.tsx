import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';

/** Staff previewing the draft in a tab (no studio around it) see that it is not the live site. */
export function PreviewBanner() {
  const { pathname } = useLocation();
  return (
    <div
      role="region"
      aria-label="Draft preview"
      css={css`
        position: fixed;
        inset-inline: 0;
        bottom: 0;
        z-index: 2147483000;
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        align-items: center;
        justify-content: center;
        padding: 0.625rem 1rem;
        background: #1e293b;
        color: #fff;
        font-family: system-ui, sans-serif;
        a {
          color: #fff;
          font-weight: 600;
        }
      `}
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        You are previewing the draft. Visitors still see the published website.
      </p>
      <a href={pathname}>Leave preview</a>
    </div>
  );
}

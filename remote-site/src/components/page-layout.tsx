import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import type { LayoutName } from '../lib/select-layout';
import { LayoutNameContext } from '../hooks/use-layout-name';

// The content area of a layout. 'default' gives the page breathing room under the header;
// 'landing' lets modules such as the hero run edge to edge.
export function PageLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <LayoutNameContext.Provider value={name}>
      <div
        data-layout={name}
        css={css`
          padding-block: ${name === 'landing' ? '0' : 'clamp(1rem, 3vw, 2rem) clamp(2.5rem, 6vw, 4.5rem)'};
        `}
      >
        {children}
      </div>
    </LayoutNameContext.Provider>
  );
}

import type { ReactNode } from 'react';

/** The reading width every obituary page shares, with room to breathe on a phone. */
export function PageContainer({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div css={{ maxWidth: wide ? '72rem' : '56rem', margin: '0 auto', padding: '2rem 1.25rem 4rem', boxSizing: 'border-box' }}>{children}</div>;
}

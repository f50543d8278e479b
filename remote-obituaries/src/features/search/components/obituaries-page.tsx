import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';

export function ObituariesPage() {
  const context = useAtomValue(renderContextAtom);
  const theme = useTheme();
  const name = context?.company.name ?? '';
  useEffect(() => {
    document.title = `Obituaries | ${name}`;
  }, [name]);
  return (
    <div css={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1.25rem' }}>
      <h1 css={{ fontFamily: theme.fonts.heading }}>Obituaries</h1>
      <p>Remembering the lives of those we have served at {name}.</p>
    </div>
  );
}

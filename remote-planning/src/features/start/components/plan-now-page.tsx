import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';

export function PlanNowPage() {
  const context = useAtomValue(renderContextAtom);
  const theme = useTheme();
  const name = context?.company.name ?? '';
  useEffect(() => {
    document.title = `Plan Now | ${name}`;
  }, [name]);
  return (
    <div css={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.25rem' }}>
      <h1 css={{ fontFamily: theme.fonts.heading }}>Plan with {name}</h1>
      <p>Plan a funeral ahead of time, or arrange one now, from your home.</p>
    </div>
  );
}

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';

export function PortalHomePage() {
  const context = useAtomValue(renderContextAtom);
  const session = useAtomValue(sessionAtom);
  const theme = useTheme();
  const name = context?.company.name ?? '';
  useEffect(() => {
    document.title = `Family Portal | ${name}`;
  }, [name]);
  return (
    <div css={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.25rem' }}>
      <h1 css={{ fontFamily: theme.fonts.heading }}>Family Portal</h1>
      <p>
        {session.status === 'authenticated'
          ? `Welcome, ${session.user.name}.`
          : `The Family Portal is where families work with ${name} on the arrangements, the obituary and the memorial.`}
      </p>
    </div>
  );
}

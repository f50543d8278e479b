import { useTheme } from '@keepsake/shared/theme';

/** What the studio shows while the session or the draft is on its way; inside the studio's bar it needs no heading of its own. */
export function StudioLoading({ text, heading = true }: { text: string; heading?: boolean }) {
  const theme = useTheme();
  return (
    <main css={{ padding: theme.space.xl }}>
      {heading ? <h1 css={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.25rem' }}>Studio</h1> : null}
      <p role="status">{text}</p>
    </main>
  );
}

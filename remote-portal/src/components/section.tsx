import { useId, type ReactNode } from 'react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';

/** A titled part of a page, labelled by its heading for screen-reader navigation. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const theme = useTheme();
  const id = useId();
  return (
    <section aria-labelledby={id} css={{ margin: `0 0 ${theme.space.xl}` }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space.sm }}>
        <h2 id={id} css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, margin: `0 0 ${theme.space.md}` }}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const cardStyle = (theme: ReturnType<typeof useTheme>) => ({
  border: `1px solid ${theme.colors.palette.neutral.onPage}`,
  borderRadius: theme.radii.card,
  padding: theme.space.md,
  background: theme.colors.background,
});

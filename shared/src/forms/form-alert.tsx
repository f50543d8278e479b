import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';
import { ExclamationIcon } from '@keepsake/shared/ui';

// A message about the whole form (e.g. SPEC §8's "There was an error submitting your planning form."),
// announced as soon as it appears.
export function FormAlert({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const color = theme.colors.palette.error.onPage;
  return (
    <div
      role="alert"
      css={css`
        display: flex;
        gap: ${theme.space.sm};
        align-items: flex-start;
        margin: 0 0 ${theme.space.lg};
        padding: ${theme.space.md};
        border: 2px solid ${color};
        border-radius: ${theme.radii.card};
        color: ${color};
        font-weight: 600;
        svg {
          flex: none;
          margin-top: 0.2em;
        }
      `}
    >
      <ExclamationIcon />
      <div>{children}</div>
    </div>
  );
}

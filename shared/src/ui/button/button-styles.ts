import { css, type SerializedStyles } from '@emotion/react';
import { fontSizes, type ColorName, type KeepsakeTheme } from '@keepsake/shared/theme';

export type ButtonDisplayType = 'PRIMARY' | 'SECONDARY';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ButtonColor = ColorName;

export interface ButtonStyleOptions {
  displayType?: ButtonDisplayType;
  size?: ButtonSize;
  color?: ButtonColor;
}

// Every size keeps at least a 24 px target (WCAG 2.5.8); md and up reach 44 px for grieving visitors
// on phones.
const SIZES: Record<ButtonSize, { minHeight: string; paddingInline: string; fontSize: string }> = {
  xs: { minHeight: '24px', paddingInline: '0.5rem', fontSize: fontSizes.xs },
  sm: { minHeight: '32px', paddingInline: '0.75rem', fontSize: fontSizes.sm },
  md: { minHeight: '44px', paddingInline: '1rem', fontSize: fontSizes.md },
  lg: { minHeight: '48px', paddingInline: '1.25rem', fontSize: fontSizes.lg },
  xl: { minHeight: '56px', paddingInline: '1.5rem', fontSize: fontSizes.xl },
};

// Exported so remotes can give a router Link the exact look of a Button.
export function buttonStyles(theme: KeepsakeTheme, { displayType = 'PRIMARY', size = 'md', color = 'primary' }: ButtonStyleOptions = {}): SerializedStyles {
  const pair = theme.colors.palette[color];
  const { minHeight, paddingInline, fontSize } = SIZES[size];
  const primary = displayType === 'PRIMARY';

  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5em;
    min-height: ${minHeight};
    min-width: 24px;
    padding: 0 ${paddingInline};
    font-family: ${theme.fonts.body};
    font-size: ${fontSize};
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    /* SPEC §4: a secondary button takes the secondary corners setting. */
    border-radius: ${primary ? theme.radii.button : theme.radii.secondaryButton};
    border: 2px solid ${primary ? 'transparent' : pair.onPage};
    background: ${primary ? pair.background : 'transparent'};
    color: ${primary ? pair.foreground : pair.onPage};
    transition:
      filter 120ms ease-in-out,
      background-color 120ms ease-in-out;

    &:hover:not(:disabled) {
      ${primary ? 'filter: brightness(0.92);' : `background: ${theme.colors.secondary};`}
    }

    &:focus-visible {
      outline: ${theme.focusRing.outline};
      outline-offset: ${theme.focusRing.offset};
    }

    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `;
}

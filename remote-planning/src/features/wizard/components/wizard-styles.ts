import { css } from '@emotion/react';
import { fontSizes, type KeepsakeTheme } from '@keepsake/shared/theme';

export const pageStyles = (theme: KeepsakeTheme) => css`
  max-width: 42rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.xxl};
  ${theme.mq.md} {
    padding-top: ${theme.space.xxl};
  }
`;

export const eyebrowStyles = (theme: KeepsakeTheme) => css`
  margin: 0 0 ${theme.space.xs};
  font-size: ${fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.palette.neutral.onPage};
`;

export const headingStyles = (theme: KeepsakeTheme) => css`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.fonts.heading};
  font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
  font-weight: 500;
  line-height: 1.2;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;

export const leadStyles = (theme: KeepsakeTheme) => css`
  margin: 0 0 ${theme.space.xl};
  font-size: ${fontSizes.lg};
  line-height: 1.6;
`;

export const cardStyles = (theme: KeepsakeTheme) => css`
  padding: ${theme.space.lg};
  margin: 0 0 ${theme.space.xl};
  border-radius: ${theme.radii.card};
  background: ${theme.colors.secondary};
`;

export const actionsStyles = (theme: KeepsakeTheme) => css`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: ${theme.space.sm};
  justify-content: space-between;
  align-items: center;
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.secondary};
  & > :only-child {
    margin-inline-start: auto;
  }
`;

export const linkStyles = (theme: KeepsakeTheme) => css`
  color: ${theme.colors.palette.primary.onPage};
  text-underline-offset: 0.2em;
  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;

// The start page's radio group is drawn with the UI kit's field styles (fieldStyles, choiceStyles,
// requiredMarkStyles, errorStyles from @keepsake/shared/ui); only the option's description is its own.
export const choiceDescriptionStyles = (theme: KeepsakeTheme) => css`
  display: block;
  color: ${theme.colors.palette.neutral.onPage};
`;

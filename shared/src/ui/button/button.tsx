import type { ButtonHTMLAttributes } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { buttonStyles, type ButtonStyleOptions } from './button-styles';

// `color` is our palette name; HTML's legacy `color` attribute has no meaning on a button.
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, ButtonStyleOptions {}

// Always a <button>: for navigation, style a router Link with buttonStyles instead.
export function Button({ displayType, size, color, type = 'button', ...props }: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={buttonStyles(theme, { displayType, size, color })} {...props} />;
}
